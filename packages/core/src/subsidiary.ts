// §9 subsidiary/company codes.
import type { Partner } from './partner.ts';

export const subsidiaryCompanies = {
  ALIC: [0, 10, 30],
  FALIC: [26],
  RSL: [136],
  RSLNY: [137],
  STANDARD: [160],
  STANDARDNY: [161],
} as const;

export type SubsidiaryCompany = keyof typeof subsidiaryCompanies | 'Unknown';

export function companyOfSubsidiary(subsidiaryNumber: number): SubsidiaryCompany {
  for (const [company, numbers] of Object.entries(subsidiaryCompanies)) {
    if ((numbers as readonly number[]).includes(subsidiaryNumber)) return company as SubsidiaryCompany;
  }
  return 'Unknown';
}

/** New York companies (§1 NY text variants, §2 NY company line in the footer). */
export function isNewYorkSubsidiary(subsidiaryNumber: number): boolean {
  return [137, 161, 26].includes(subsidiaryNumber);
}

/**
 * §5: a subsidiary number typed on a brand's site must belong to that brand
 * ('Please enter a valid subsidiary number for ALIC.'). FALIC is the main
 * insurer's New York company, so it belongs to alic.
 */
export const partnerSubsidiaries: Readonly<Record<Partner, readonly number[]>> = {
  alic: [...subsidiaryCompanies.ALIC, ...subsidiaryCompanies.FALIC],
  rsl: [...subsidiaryCompanies.RSL, ...subsidiaryCompanies.RSLNY],
  standard: [...subsidiaryCompanies.STANDARD, ...subsidiaryCompanies.STANDARDNY],
};

export function isSubsidiaryOfPartner(subsidiaryNumber: number, partner: Partner): boolean {
  return partnerSubsidiaries[partner].includes(subsidiaryNumber);
}
