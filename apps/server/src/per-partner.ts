import { partners, type Partner } from '@portal/core';

/** One value for each partner (§9 partner codes). */
export function perPartner<T>(valueOf: (partner: Partner) => T): Record<Partner, T> {
  return Object.fromEntries(partners.map((partner) => [partner, valueOf(partner)])) as Record<Partner, T>;
}
