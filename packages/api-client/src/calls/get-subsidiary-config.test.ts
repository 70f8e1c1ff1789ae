import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createMockHttpClient } from '../testing.ts';
import { getSubsidiaryConfig, subsidiaryConfigQueryOptions } from './get-subsidiary-config.ts';

const route = 'GET /api/rsl/config';

describe('getSubsidiaryConfig (§7)', () => {
  it('sends the metadata as JSON in X-METADATA-CAPTURE and maps the config', async () => {
    const client = createMockHttpClient({ [route]: { subsidiary: 'rsl', memberChat: true } });
    const config = await getSubsidiaryConfig({ client, subsidiary: 'rsl' }, { userAgent: 'Mozilla/5.0', language: 'es', screenWidth: 390 });
    expect(config).toEqual({ subsidiary: 'rsl', memberChat: true });
    const header = client.requests[0]!.options.headers?.['X-METADATA-CAPTURE'];
    expect(JSON.parse(header!)).toEqual({ userAgent: 'Mozilla/5.0', language: 'es', screenWidth: 390 });
  });

  it('cuts the user agent at 500 characters (§9)', async () => {
    const client = createMockHttpClient({ [route]: { subsidiary: 'rsl', memberChat: false } });
    await getSubsidiaryConfig({ client, subsidiary: 'rsl' }, { userAgent: 'x'.repeat(900) });
    const header = JSON.parse(client.requests[0]!.options.headers!['X-METADATA-CAPTURE']!) as { userAgent: string };
    expect(header.userAgent).toHaveLength(500);
  });

  it('is refetched every 5 minutes, reading the metadata afresh each time', async () => {
    const client = createMockHttpClient({ [route]: { subsidiary: 'rsl', memberChat: false } });
    let page = '/dashboard';
    const options = subsidiaryConfigQueryOptions({ client, subsidiary: 'rsl' }, () => ({ userAgent: 'UA', page }));
    expect(options.refetchInterval).toBe(300_000);
    expect(options.queryKey).toEqual(['subsidiaryConfig', 'rsl']);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(options);
    page = '/benefits';
    await queryClient.fetchQuery({ ...options, staleTime: 0 });
    const pages = client.requests.map((request) => (JSON.parse(request.options.headers!['X-METADATA-CAPTURE']!) as { page: string }).page);
    expect(pages).toEqual(['/dashboard', '/benefits']);
  });
});
