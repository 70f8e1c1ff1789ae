import { getHearingBenefits, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function hearingBenefitsQueryOptions(api: ApiContextValue, language: 'en' | 'es') {
  return queryOptions({
    queryKey: ['hearingBenefits', api.subsidiary, language],
    queryFn: () => getHearingBenefits(api, language),
    staleTime: 30 * 60_000,
  });
}

/** §1 hearing tab: the member's hearing benefits and hearing savings in the member's language. */
export function useHearingBenefits() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('es') ? 'es' : 'en';
  return useQuery(hearingBenefitsQueryOptions(useApi(), language));
}
