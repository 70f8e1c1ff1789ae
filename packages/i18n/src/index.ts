// i18next setup: en/es namespaces from /locales, brand and New York overrides.
export { createPortalI18n, defaultLoadPath, type PortalI18nOptions } from './create-portal-i18n.ts';
export { I18nProvider, type I18nProviderProps } from './I18nProvider.tsx';
export { useLanguage, type LanguageState } from './use-language.ts';
export {
  baseLanguage,
  fallbackLanguage,
  isLanguage,
  languageStorageKey,
  sharedNamespace,
  supportedLanguages,
  type Language,
} from './languages.ts';
