import type { ContactsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toCoverageContacts, type CoverageContacts } from '../mapping/contacts.ts';

/** Customer-connections departments and provider relations of each coverage line (§2 contact us). */
export async function getContacts({ client, subsidiary }: ApiContextValue): Promise<CoverageContacts[]> {
  const route = callRoutes.getContacts;
  const wire = await client.request<ContactsResponse>(route.method, callPath(route.path, { subsidiary }));
  return toCoverageContacts(wire);
}
