import { formatMoney } from '@portal/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Dollars in the member's language ($1,500.00), for every amount on the claims screens. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation('claims');
  const language = i18n.language;
  return useCallback((amount: number) => formatMoney(amount, language), [language]);
}
