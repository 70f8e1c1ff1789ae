import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { isHttpError } from '../http/http-error.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockConnectedAppSample, mockDataSharingRoutes, type MockDataSharingOptions } from '../testing/data-sharing-routes.ts';
import { downloadMemberDataBundle, downloadMemberDataSummary } from './download-member-data.ts';
import { getConnectedApps } from './get-connected-apps.ts';
import { revokeConnectedApp } from './revoke-connected-app.ts';

function setUp(options: MockDataSharingOptions = {}) {
  const client = createMockHttpClient(mockDataSharingRoutes(options));
  const api: ApiContextValue = { client, subsidiary: options.subsidiary ?? 'alic' };
  return { client, api };
}

describe('data-sharing calls', () => {
  it('lists the connected apps with a Date, and disconnects one (then it is not found)', async () => {
    const { api, client } = setUp({ subsidiary: 'rsl', apps: [mockConnectedAppSample] });
    expect(await getConnectedApps(api)).toStrictEqual([
      { clientId: 'fhir-demo-app', name: 'FHIR demo app', resourceTypes: ['Patient', 'Coverage', 'ExplanationOfBenefit'], connectedAt: new Date('2026-11-20T15:04:05Z') },
    ]);
    await revokeConnectedApp(api, 'fhir-demo-app');
    expect(await getConnectedApps(api)).toEqual([]);
    const again = await revokeConnectedApp(api, 'fhir-demo-app').catch((error: unknown) => error);
    expect(isHttpError(again) && again.status).toBe(404);
    expect(client.calls).toEqual([
      'GET /api/rsl/members/connectedApps',
      'DELETE /api/rsl/members/connectedApps/fhir-demo-app',
      'GET /api/rsl/members/connectedApps',
      'DELETE /api/rsl/members/connectedApps/fhir-demo-app',
    ]);
  });

  it('downloads the FHIR bundle and its PDF summary, named by the server', async () => {
    const { api, client } = setUp();
    expect((await downloadMemberDataBundle(api)).fileName).toBe('alic-member-data-11-28-2026.json');
    expect((await downloadMemberDataSummary(api)).fileName).toBe('alic-member-data-11-28-2026.pdf');
    expect(client.calls).toEqual(['GET /api/alic/members/dataExport', 'GET /api/alic/members/dataExport/pdf']);
  });
});
