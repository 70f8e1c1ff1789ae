// §1: the portal speaks English and Spanish; English is the fallback.
// The member's choice is remembered in localStorage 'language' and shown in
// <html lang> so screen readers pronounce the page correctly.

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';
export const languageStorageKey = 'language';

/** The package's own namespace (the package folder name): shared texts used everywhere. */
export const sharedNamespace = 'i18n';

/** §1 New York text variants are served as 'en-NY' / 'es-NY' over the base language. */
const newYorkSuffix = '-NY';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** 'es-NY' → 'es'; anything unsupported → the fallback language. */
export function baseLanguage(code: string | undefined): Language {
  const base = (code ?? '').split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : fallbackLanguage;
}

export function isNewYorkVariant(code: string | undefined): boolean {
  return (code ?? '').toUpperCase().endsWith(newYorkSuffix);
}

export function languageCode(language: Language, newYork: boolean): string {
  return newYork ? `${language}${newYorkSuffix}` : language;
}

/** The remembered language, or undefined when none (or storage is unavailable). */
export function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Private mode or blocked storage: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
