import type { HearingBenefits as WireHearingBenefits } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toHearingBenefits, type HearingBenefits } from '../mapping/hearing-benefits.ts';

/** §1 hearing tab: the member's hearing benefits, with the savings offers in `language` (English by default). */
export async function getHearingBenefits({ client, subsidiary }: ApiContextValue, language?: 'en' | 'es'): Promise<HearingBenefits> {
  const route = callRoutes.getHearingBenefits;
  const wire = await client.request<WireHearingBenefits>(route.method, callPath(route.path, { subsidiary }), {
    query: { lang: language },
  });
  return toHearingBenefits(wire);
}
