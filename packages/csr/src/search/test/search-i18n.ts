// The 'csr' namespace (search, header) for tests and stories, in memory.
import type { Language } from '@portal/i18n';
import { createTestI18n } from '@portal/i18n/testing';
import en from '../../i18n/csr.en.json';
import es from '../../i18n/csr.es.json';

export const searchNamespaces = { csr: { en, es } };

export function createCsrTestI18n(language: Language = 'en') {
  return createTestI18n(searchNamespaces, language);
}
