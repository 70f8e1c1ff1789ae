// Synchronous i18next for component tests and Storybook: resources are given
// in memory, nothing is fetched, and nothing is written to localStorage.
import { createInstance, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import sharedEn from './i18n/en.json';
import sharedEs from './i18n/es.json';
import { fallbackLanguage, sharedNamespace, supportedLanguages, type Language } from './languages.ts';

export type NamespaceResources = {
  en: ResourceLanguage[string];
  es: ResourceLanguage[string];
  /** §1 New York variants (a brand's en-NY / es-NY override), filled from en / es key by key. */
  'en-NY'?: ResourceLanguage[string];
  'es-NY'?: ResourceLanguage[string];
};

const newYorkLanguages = ['en-NY', 'es-NY'] as const;

/** Keys that a test instance was asked for and found in no language: `lng namespace:key`. */
const missingTranslations: string[] = [];

/**
 * The keys asked for and missing since the last call, and forgets them: a
 * screen that shows a key instead of a text (a typo, a key renamed in en.json
 * only) fails the story tests instead of rendering its key.
 */
export function takeMissingTranslations(): string[] {
  return missingTranslations.splice(0);
}

/**
 * An initialised instance holding `resources` (namespace → { en, es }) plus
 * the shared 'i18n' namespace. The first namespace given is the default.
 */
export function createTestI18n(resources: Record<string, NamespaceResources>, language: Language = 'en'): I18n {
  const all: Record<string, NamespaceResources> = {
    [sharedNamespace]: { en: sharedEn, es: sharedEs },
    ...resources,
  };
  const namespaces = Object.keys(all);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: supportedLanguages,
    // As on the site: 'en-NY' / 'es-NY' fall back to 'en' / 'es' key by key.
    nonExplicitSupportedLngs: true,
    ns: namespaces,
    defaultNS: Object.keys(resources)[0] ?? sharedNamespace,
    fallbackNS: sharedNamespace,
    resources: Object.fromEntries([
      ...supportedLanguages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, all[ns]![lng]]))]),
      ...newYorkLanguages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, all[ns]![lng] ?? {}]))]),
    ]),
    initAsync: false,
    // Only a key found in no language (fallbacks included) reaches the handler.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      missingTranslations.push(`${languages.join(',')} ${namespace}:${key}`);
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
