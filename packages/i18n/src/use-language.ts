import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { baseLanguage, isNewYorkVariant, languageCode, supportedLanguages, type Language } from './languages.ts';

export type LanguageState = {
  language: Language;
  languages: readonly Language[];
  /** Switches every namespace; a New York variant stays a New York variant. */
  setLanguage: (language: Language) => Promise<void>;
  /** Whether the New York text variants (§1) are applied over the language. */
  isNewYork: boolean;
  /** §1: applies (or drops) the New York variants, keeping the member's language. */
  setNewYork: (newYork: boolean) => Promise<void>;
};

/** The member's language and a way to change it (the toggle itself lives in the shell). */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const current = i18n.language;
  const setLanguage = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(languageCode(language, isNewYorkVariant(i18n.language)));
    },
    [i18n],
  );
  const setNewYork = useCallback(
    async (newYork: boolean) => {
      if (isNewYorkVariant(i18n.language) === newYork) return;
      await i18n.changeLanguage(languageCode(baseLanguage(i18n.language), newYork));
    },
    [i18n],
  );
  return { language: baseLanguage(current), languages: supportedLanguages, setLanguage, isNewYork: isNewYorkVariant(current), setNewYork };
}
