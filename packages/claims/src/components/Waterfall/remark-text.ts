// A line's remark code in plain words (remarks.<code> of the
// 'claims' namespace: what it means for the member and what they can do),
// falling back to the text the server sends for a code the texts do not know.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `explain(code, serverText)`: the explanation of `code`, else the server's text; '' when the line has no remark. */
export function useRemarkText(): (code: string, serverText?: string) => string {
  const { t, i18n } = useTranslation('claims');
  return useCallback(
    (code: string, serverText = '') => {
      const key = `remarks.${code}`;
      if (code !== '' && i18n.exists(key, { ns: 'claims' })) return t(key);
      return serverText.trim();
    },
    [t, i18n],
  );
}
