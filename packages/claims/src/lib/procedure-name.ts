// A procedure's plain name (procedures.<code> of the 'claims'
// namespace: "Cleaning (adult)" rather than the CDT descriptor), falling back
// to the description the server sends for a code the texts do not know.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `name(code, serverDescription)`: the member's words for `code`, else the server's description, else the code itself. */
export function useProcedureName(): (code: string, serverDescription?: string) => string {
  const { t, i18n } = useTranslation('claims');
  return useCallback(
    (code: string, serverDescription = '') => {
      const key = `procedures.${code}`;
      if (code !== '' && i18n.exists(key, { ns: 'claims' })) return t(key);
      return serverDescription.trim() || code;
    },
    [t, i18n],
  );
}
