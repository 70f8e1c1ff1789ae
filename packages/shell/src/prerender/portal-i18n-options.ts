// The i18next options the site's instance uses (createPortalI18n in
// @portal/i18n), for an instance whose texts are already loaded: the build
// renders pages with the built locale files instead of fetching them.
import { fallbackLanguage, sharedNamespace, supportedLanguages, type Language } from '@portal/i18n';
import type { InitOptions, Resource } from 'i18next';

export function preloadedI18nOptions(language: Language, namespaces: string[], resources: Resource): InitOptions {
  const ns = [...new Set([...namespaces, sharedNamespace])];
  return {
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    ns,
    defaultNS: 'shell',
    fallbackNS: sharedNamespace,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}
