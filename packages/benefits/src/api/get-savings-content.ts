import { getSavingsContent, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function savingsContentQueryOptions(api: ApiContextValue, language: 'en' | 'es') {
  return queryOptions({
    queryKey: ['savingsContent', api.subsidiary, language],
    queryFn: () => getSavingsContent(api, language),
    staleTime: 30 * 60_000,
  });
}

/** Member Savings (and hearing) content in the member's language. */
export function useSavingsContent() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('es') ? 'es' : 'en';
  return useQuery(savingsContentQueryOptions(useApi(), language));
}
