// The words the benefits module adds to its documents (benefit summary and
// patient details), in English and Spanish (§1). The document builders own
// their labels; these are the values: class names, frequencies, notes.
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';
import type { BenefitClass, PatientRecord, VisionItem } from './repository.ts';

const dollars: Record<BenefitsLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  es: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }),
};

const en = {
  benefitClasses: { preventive: 'Preventive', basic: 'Basic', major: 'Major', orthodontics: 'Orthodontics' } satisfies Record<BenefitClass, string>,
  visionItems: { exam: 'Eye exam', lenses: 'Lenses', frames: 'Frames', contacts: 'Contact lenses' } satisfies Record<VisionItem, string>,
  relationships: { SELF: 'Self', SPOUSE: 'Spouse', CHILD: 'Child', OTHER: 'Other' } satisfies Record<PatientRecord['relationship'], string>,
  none: 'None',
  months: (months: number) => (months === 1 ? '1 month' : `${months} months`),
  frequency: (count: number, months: number) =>
    count === 1 ? `Once every ${months} months` : `${count} every ${months} months`,
  everyMonths: (months: number) => `Every ${months} months`,
  planYear: (year: number, startMonth: number) => (startMonth === 1 ? String(year) : `${year}–${year + 1}`),
  notes: {
    deductibleApplies: (classes: string[], amount: string) => `The ${amount} deductible applies to ${classes.join(', ')} services.`,
    copays: (copays: string[]) => `Copays per service: ${copays.join('; ')}.`,
    noOutOfNetwork: 'Services are covered only at network dentists.',
    orthoAgeLimit: (age: number) => `Orthodontics are covered for patients under ${age}.`,
    rollover: (threshold: string, amount: string, limit: string) =>
      `Maximum rollover: a plan year with claims paid up to ${threshold} adds ${amount} to your maximum in later years, up to ${limit}.`,
    rewardsAvailable: (amount: string) => `Rewards available this plan year: ${amount}.`,
    coveredInFull: (items: string[]) => `${items.join(' and ')}: covered in full at network providers after the copay.`,
    examOutOfNetwork: (state: string, amount: string) => `Out of network, the eye exam is reimbursed up to ${amount} in ${state}.`,
  },
};
export type BenefitTexts = typeof en;

const es: BenefitTexts = {
  benefitClasses: { preventive: 'Preventivo', basic: 'Básico', major: 'Mayor', orthodontics: 'Ortodoncia' },
  visionItems: { exam: 'Examen de la vista', lenses: 'Lentes', frames: 'Armazones', contacts: 'Lentes de contacto' },
  relationships: { SELF: 'Titular', SPOUSE: 'Cónyuge', CHILD: 'Hijo(a)', OTHER: 'Otro' },
  none: 'Ninguno',
  months: (months) => (months === 1 ? '1 mes' : `${months} meses`),
  frequency: (count, months) => (count === 1 ? `Una vez cada ${months} meses` : `${count} cada ${months} meses`),
  everyMonths: (months) => `Cada ${months} meses`,
  planYear: (year, startMonth) => (startMonth === 1 ? String(year) : `${year}–${year + 1}`),
  notes: {
    deductibleApplies: (classes, amount) => `El deducible de ${amount} se aplica a los servicios: ${classes.join(', ')}.`,
    copays: (copays) => `Copagos por servicio: ${copays.join('; ')}.`,
    noOutOfNetwork: 'Los servicios están cubiertos solo con dentistas de la red.',
    orthoAgeLimit: (age) => `La ortodoncia está cubierta para pacientes menores de ${age} años.`,
    rollover: (threshold, amount, limit) =>
      `Acumulación del máximo: un año del plan con reclamaciones pagadas de hasta ${threshold} agrega ${amount} a su máximo en años posteriores, hasta ${limit}.`,
    rewardsAvailable: (amount) => `Recompensas disponibles este año del plan: ${amount}.`,
    coveredInFull: (items) => `${items.join(' y ')}: cubiertos por completo con proveedores de la red después del copago.`,
    examOutOfNetwork: (state, amount) => `Fuera de la red, el examen de la vista se reembolsa hasta ${amount} en ${state}.`,
  },
};

export const benefitTexts: Readonly<Record<BenefitsLanguage, BenefitTexts>> = { en, es };

export function formatDollars(amount: number, language: BenefitsLanguage): string {
  return dollars[language].format(amount);
}
