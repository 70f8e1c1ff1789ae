// Plans and their documents for the member-services seed. A plan is a
// policy's division for one line of business; everything about it derives
// from the seed and the plan key only, so every batch (and every member in the
// plan) sees the same plan. §1: individual and group plans show different
// documents; §6: out-of-group vision lines (EYD, PER, DHS, EXA) are plans a
// member bought on their own.
import { isDentalLob, isOutOfGroupVisionLob, productTypeOfLob, type Partner, type ProductType } from '@portal/core';
import { demoPlanChoices } from './member-services-demo.ts';
import type { PlanChoices } from './plan-choices.ts';
import { createRandom, mixSeed } from './random.ts';
import type { SeedCoverageLine } from './seed-types.ts';

export type PlanDocumentType = 'certificate' | 'planSummary' | 'amendment' | 'rider';
export type DocumentLanguage = 'en' | 'es';

export interface PlanKey {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  lob: string;
}

export interface SeedPlan extends PlanKey, PlanChoices {
  productType: ProductType;
}

export interface SeedPlanDocument extends PlanKey {
  docId: string;
  documentType: PlanDocumentType;
  language: DocumentLanguage;
  title: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
}

export function planKeyText({ subsidiaryNumber, policyNumber, divisionNumber, lob }: PlanKey): string {
  return `${subsidiaryNumber}-${policyNumber}-${divisionNumber}-${lob}`;
}

const textSeed = (text: string) => [...text].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7) >>> 0;

const brandNames: Record<Partner, string> = { alic: 'ALIC', rsl: 'RSL', standard: 'Standard' };
const tiers = ['Core', 'Plus', 'Premier'] as const;

function namesOf(lob: string, partner: Partner, tier: string): { planName: string; networkName: string } {
  const brand = brandNames[partner];
  switch (lob) {
    case 'DEN': return { planName: `${brand} Dental PPO ${tier}`, networkName: 'Dental Choice PPO' };
    case 'PPD': return { planName: `${brand} DHMO ${tier}`, networkName: 'DHMO Select Network' };
    case 'EYE': return { planName: `EyeMed Vision ${tier}`, networkName: 'EyeMed Insight' };
    case 'VSP': return { planName: `VSP Choice ${tier}`, networkName: 'VSP Choice' };
    case 'EYD': case 'PER': return { planName: 'Vision Perfect Individual', networkName: 'Vision Access' };
    case 'DHS': return { planName: 'Dean Health Vision', networkName: 'Dean Health Care' };
    case 'EXA': return { planName: 'Vision Exam Plan', networkName: 'Vision Access' };
    case 'LSK': return { planName: `${brand} LASIK Savings`, networkName: 'LASIK Partners' };
    default: return { planName: `${brand} Vision ${tier}`, networkName: 'Vision Access' };
  }
}

export function planOf(seed: number, partner: Partner, key: PlanKey): SeedPlan | undefined {
  const productType = productTypeOfLob(key.lob);
  if (!productType) return undefined;
  const random = createRandom(mixSeed(seed, key.subsidiaryNumber, key.policyNumber, key.divisionNumber, textSeed(key.lob)));
  // A few dental plans are individual policies sold at the workplace.
  const individual = isOutOfGroupVisionLob(key.lob) || (key.lob === 'DEN' && random.chance(0.08));
  const generated: PlanChoices = {
    planKind: individual ? 'individual' : 'group',
    ...namesOf(key.lob, partner, random.pick(tiers)),
    paperlessEligible: random.chance(0.92),
    effectiveYear: random.int(2016, 2025),
    hasAddendum: random.chance(0.35),
  };
  return { ...key, productType, ...generated, ...demoPlanChoices[planKeyText(key)] };
}

const productWords: Record<ProductType, Record<DocumentLanguage, string>> = {
  dental: { en: 'Dental', es: 'dental' },
  vision: { en: 'Vision', es: 'de la vista' },
  lasik: { en: 'LASIK', es: 'LASIK' },
};

const docIdPrefixes: Record<PlanDocumentType, string> = {
  certificate: 'CERT', planSummary: 'SUMM', amendment: 'AMND', rider: 'RIDR',
};

function titleOf(plan: SeedPlan, type: PlanDocumentType, language: DocumentLanguage): string {
  const product = productWords[plan.productType][language];
  const en = language === 'en';
  if (type === 'certificate') {
    if (plan.planKind === 'individual') return en ? `Individual ${product} Policy` : `Póliza ${product} individual`;
    return en ? `${product} Certificate of Coverage` : `Certificado de cobertura ${product}`;
  }
  if (type === 'planSummary') return en ? `${product} Summary of Benefits` : `Resumen de beneficios ${product}`;
  if (type === 'rider') {
    const rider = isDentalLob(plan.lob) ? 'Orthodontic' : 'Contact Lens';
    return en ? `${rider} Rider` : `Cláusula adicional de ${isDentalLob(plan.lob) ? 'ortodoncia' : 'lentes de contacto'}`;
  }
  return en ? `${product} Plan Amendment ${plan.effectiveYear + 1}` : `Enmienda del plan ${product} ${plan.effectiveYear + 1}`;
}

/**
 * Group plans: certificate of coverage and summary of benefits in English and
 * Spanish, sometimes a later amendment (English). Individual plans: the
 * policy in both languages, sometimes a rider (English). No enrollment
 * application here: that is the member's own (see member-services-members.ts).
 */
export function planDocumentsOf(plan: SeedPlan): SeedPlanDocument[] {
  type Listed = readonly [PlanDocumentType, readonly DocumentLanguage[], number];
  const both = ['en', 'es'] as const;
  const types: Listed[] =
    plan.planKind === 'group'
      ? [['certificate', both, 0], ['planSummary', both, 0], ...(plan.hasAddendum ? [['amendment', ['en'], 1] as const] : [])]
      : [['certificate', both, 0], ...(plan.hasAddendum ? [['rider', ['en'], 0] as const] : [])];
  const key = `${plan.subsidiaryNumber}-${plan.policyNumber}-${String(plan.divisionNumber).padStart(4, '0')}-${plan.lob}`;
  return types.flatMap(([documentType, languages, yearsLater]) =>
    languages.map((language) => ({
      subsidiaryNumber: plan.subsidiaryNumber,
      policyNumber: plan.policyNumber,
      divisionNumber: plan.divisionNumber,
      lob: plan.lob,
      docId: `${docIdPrefixes[documentType]}-${key}-${language.toUpperCase()}`,
      documentType,
      language,
      title: titleOf(plan, documentType, language),
      effectiveDate: `${plan.effectiveYear + yearsLater}-01-01`,
    })),
  );
}

/** The distinct plans of the members' coverage lines, by plan key. */
export function plansOfMembers(seed: number, members: ReadonlyArray<{ partner: Partner; coverageLines: readonly SeedCoverageLine[] }>): Map<string, SeedPlan> {
  const plans = new Map<string, SeedPlan>();
  for (const { partner, coverageLines } of members) {
    for (const line of coverageLines) {
      const key = planKeyText(line);
      if (plans.has(key)) continue;
      const plan = planOf(seed, partner, line);
      if (plan) plans.set(key, plan);
    }
  }
  return plans;
}
