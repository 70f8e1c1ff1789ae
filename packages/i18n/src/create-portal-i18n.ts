// One i18next instance per site: the namespaces of a language load over HTTP
// in one file, /locales/{lng}.json (§7), which the build merges from each
// package's defaults and the brand's overrides.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundleBackend } from './bundle-backend.ts';
import {
  baseLanguage,
  fallbackLanguage,
  languageCode,
  rememberLanguage,
  sharedNamespace,
  storedLanguage,
  supportedLanguages,
  type Language,
} from './languages.ts';

/** Where a language's namespaces are, all in one file. */
export const defaultLoadPath = '/locales/{{lng}}.json';

export type PortalI18nOptions = {
  /** Namespaces to load up front (package folder names). The shared 'i18n' namespace is always added. */
  namespaces: string[];
  /** Defaults to the first namespace. */
  defaultNamespace?: string;
  /** Overrides the remembered language (otherwise localStorage 'language', else English). */
  language?: Language;
  /** Load New York text variants (§1) over the base language. */
  newYork?: boolean;
  loadPath?: string;
};

/**
 * Creates and starts initialising the site's i18next instance. Loading is
 * asynchronous: render under `I18nProvider`, which suspends until the
 * namespaces a component uses have arrived.
 */
export function createPortalI18n(options: PortalI18nOptions): I18n {
  const namespaces = [...new Set([...options.namespaces, sharedNamespace])];
  const language = options.language ?? storedLanguage() ?? fallbackLanguage;
  const i18n = createInstance();
  i18n.on('languageChanged', (code: string) => rememberLanguage(baseLanguage(code)));
  void i18n
    .use(bundleBackend(options.loadPath ?? defaultLoadPath))
    .use(initReactI18next)
    .init({
      lng: languageCode(language, options.newYork ?? false),
      fallbackLng: fallbackLanguage,
      supportedLngs: supportedLanguages,
      // Lets 'en-NY' / 'es-NY' through, falling back to 'en' / 'es' key by key.
      nonExplicitSupportedLngs: true,
      ns: namespaces,
      defaultNS: options.defaultNamespace ?? namespaces[0],
      // Common buttons and messages are found from any namespace.
      fallbackNS: sharedNamespace,
      interpolation: { escapeValue: false }, // React escapes already.
      react: { useSuspense: true },
    });
  return i18n;
}
