// A message's title and text in the reader's language, worded from its kind
// and parameters (the server sends no wording, so both languages read alike).
import type { MemberMessage } from '@portal/api-client';
import { formatIsoDate } from '@portal/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageText {
  title: string;
  body: string;
}

export function useMessageText(): (message: MemberMessage) => MessageText {
  const { t } = useTranslation('messages');
  return useCallback(
    (message) => {
      const { serviceDate, effectiveDate, ...params } = message.params;
      // §9: service dates (and a primary dentist change's first day) read MM/DD/YYYY in both languages.
      const values = {
        ...params,
        ...(serviceDate ? { serviceDate: formatIsoDate(serviceDate) } : {}),
        ...(effectiveDate ? { effectiveDate: formatIsoDate(effectiveDate) } : {}),
      };
      return {
        title: t(`kinds.${message.kind}.title`, values),
        body: t(`kinds.${message.kind}.body`, values),
      };
    },
    [t],
  );
}
