// The registration and account screens' own words in English and Spanish, read from the
// registration package's locale files, so a walk in either language finds
// the same controls by what a person reads.
import { readFileSync } from 'node:fs';
import type { Language } from './session.ts';

type Texts = { [key: string]: string | Texts };

const load = (path: string): Texts => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Texts;

const registration: Record<Language, Texts> = {
  en: load('../../packages/registration/src/i18n/en.json'),
  es: load('../../packages/registration/src/i18n/es.json'),
};
const account: Record<Language, Texts> = {
  en: load('../../packages/registration/src/i18n/account.en.json'),
  es: load('../../packages/registration/src/i18n/account.es.json'),
};
const shared: Record<Language, Texts> = {
  en: load('../../packages/i18n/src/i18n/en.json'),
  es: load('../../packages/i18n/src/i18n/es.json'),
};

function lookUp(texts: Texts, key: string): string {
  const value = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

/** A text of the 'registration' namespace ('findYou.heading'). */
export const registrationText = (language: Language, key: string): string => lookUp(registration[language], key);
/** A text of the 'account' namespace ('security.title'). */
export const accountText = (language: Language, key: string): string => lookUp(account[language], key);
/** A text of the shared 'i18n' namespace ('notifications.accountCreated'). */
export const sharedText = (language: Language, key: string): string => lookUp(shared[language], key);
