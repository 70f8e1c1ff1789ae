// Issue 9: a procedure's plain name (procedures.<code> of the 'claims'
// namespace: "Cleaning (adult)" rather than the CDT descriptor), falling back
// to the description the server sends for a code the texts do not know.
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The member's words for `code`, else the server's description, else the code itself. */
export function procedureName(t: TFunction, i18n: I18n, code: string, serverDescription = ''): string {
  const key = `procedures.${code}`;
  if (code !== '' && i18n.exists(key, { ns: 'claims' })) return t(key, { ns: 'claims' });
  return serverDescription.trim() || code;
}

/** `name(code, serverDescription)` in the member's language, for the claims screens. */
export function useProcedureName(): (code: string, serverDescription?: string) => string {
  const { t, i18n } = useTranslation('claims');
  return useCallback((code: string, serverDescription?: string) => procedureName(t, i18n, code, serverDescription), [t, i18n]);
}
