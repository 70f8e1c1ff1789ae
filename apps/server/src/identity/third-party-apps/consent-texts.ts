// The consent page's words: what the app will see, in the
// member's words, English and Spanish.
import type { Language } from '../texts.ts';

export type SharedResource = 'Patient' | 'Coverage' | 'ExplanationOfBenefit';

export const consentTexts: Readonly<Record<Language, {
  title: (app: string) => string;
  intro: (app: string, brand: string) => string;
  resources: Readonly<Record<SharedResource, string>>;
  readOnly: string;
  allow: string;
  deny: string;
  notAMember: string;
}>> = {
  en: {
    title: (app) => `Connect ${app}?`,
    intro: (app, brand) => `${app} asks to read your ${brand} plan information:`,
    resources: {
      Patient: 'Your name, date of birth and contact details, and those of the dependents on your plan',
      Coverage: 'Your coverage: plans, group and dates',
      ExplanationOfBenefit: 'Your claims and estimates: the services, what was billed, what your plan paid and what you owe',
    },
    readOnly: 'The app can read this information, not change it.',
    allow: 'Allow',
    deny: "Don't allow",
    notAMember: 'Only members can connect an app to their plan information.',
  },
  es: {
    title: (app) => `¿Conectar ${app}?`,
    intro: (app, brand) => `${app} solicita leer la información de su plan de ${brand}:`,
    resources: {
      Patient: 'Su nombre, fecha de nacimiento y datos de contacto, y los de los dependientes de su plan',
      Coverage: 'Su cobertura: planes, grupo y fechas',
      ExplanationOfBenefit: 'Sus reclamaciones y estimaciones: los servicios, lo facturado, lo que pagó su plan y lo que usted debe',
    },
    readOnly: 'La aplicación puede leer esta información, no cambiarla.',
    allow: 'Permitir',
    deny: 'No permitir',
    notAMember: 'Solo los miembros pueden conectar una aplicación a la información de su plan.',
  },
};

/** The resources the requested scopes would show, in the order the page lists them. */
export function sharedResourcesOf(scopes: readonly string[]): SharedResource[] {
  return (['Patient', 'Coverage', 'ExplanationOfBenefit'] as const).filter((type) => scopes.some((scope) => scope.startsWith(`patient/${type}.`) || scope.startsWith('patient/*.')));
}
