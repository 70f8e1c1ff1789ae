import type { PlanDocument } from '@portal/api-client';

/**
 * The plan documents a member reads in their language: the server lists each
 * document once per language, so a bilingual plan would otherwise show every
 * title twice. A plan with nothing in that language keeps every document.
 */
export function documentsInLanguage(documents: readonly PlanDocument[], language: string): PlanDocument[] {
  const base = language.slice(0, 2).toLowerCase();
  const inLanguage = documents.filter((document) => document.language === base);
  return inLanguage.length > 0 ? inLanguage : [...documents];
}
