import type { Language } from '@portal/i18n';
import { createTestI18n } from '@portal/i18n/testing';
import en from '../../i18n/account.en.json';
import es from '../../i18n/account.es.json';
import registrationEn from '../../i18n/en.json';
import registrationEs from '../../i18n/es.json';

/**
 * The 'account' namespace (and the shared 'i18n' one) in memory, as tests and
 * stories read them; 'registration' too, for the components both share (the
 * shell loads every namespace).
 */
export const accountNamespaces = { account: { en, es }, registration: { en: registrationEn, es: registrationEs } };

export function createAccountTestI18n(language: Language = 'en') {
  return createTestI18n(accountNamespaces, language);
}

/** `t` of the 'account' namespace in a language, for schema tests. */
export function accountT(language: Language = 'en') {
  return createAccountTestI18n(language).getFixedT(language, 'account');
}
