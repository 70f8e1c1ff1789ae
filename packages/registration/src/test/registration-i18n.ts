import type { Language } from '@portal/i18n';
import { createTestI18n } from '@portal/i18n/testing';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export const registrationNamespaces = { registration: { en, es } };

/** The 'registration' namespace (and the shared one) in memory, for tests and stories. */
export function createRegistrationTestI18n(language: Language = 'en') {
  return createTestI18n(registrationNamespaces, language);
}

/** `t` of the 'registration' namespace, as the forms get it from useTranslation. */
export function registrationT(language: Language = 'en') {
  return createRegistrationTestI18n(language).getFixedT(language, 'registration');
}
