import type { SavingsContent as WireSavingsContent } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toSavingsContent, type SavingsContent } from '../mapping/savings-content.ts';

/** The partner's Member Savings content, in English unless `language` says otherwise. */
export async function getSavingsContent({ client, subsidiary }: ApiContextValue, language?: 'en' | 'es'): Promise<SavingsContent> {
  const route = callRoutes.getSavingsContent;
  const wire = await client.request<WireSavingsContent>(route.method, callPath(route.path, { subsidiary }), {
    query: { lang: language },
  });
  return toSavingsContent(wire);
}
