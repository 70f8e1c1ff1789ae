// Mock routes of the data-sharing calls for createMockHttpClient: connected
// apps kept in memory (disconnect 404s an app not connected), and the two
// "Download my data" files, and the wallet passes of the ID card. Chosen calls
// answer any status instead.
import type { ConnectedApp } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Partner } from '@portal/core';
import type { MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

export type DataSharingCallId =
  | 'getConnectedApps'
  | 'revokeConnectedApp'
  | 'exportMemberData'
  | 'getMemberDataSummaryPdf'
  | 'getWalletPassOptions'
  | 'getAppleWalletPass'
  | 'getGoogleWalletLink';

export const mockDataSharingMessages = {
  notConnected: 'That app is not connected to your account.',
  unavailable: 'Something went wrong on our side. Please try again later.',
} as const;

export const mockConnectedAppSample: ConnectedApp = {
  clientId: 'fhir-demo-app',
  name: 'FHIR demo app',
  resourceTypes: ['Patient', 'Coverage', 'ExplanationOfBenefit'],
  connectedAt: '2026-11-20T15:04:05Z',
};

export interface MockDataSharingOptions {
  subsidiary?: Partner;
  /** The member's connected apps at first (default: none). */
  apps?: readonly ConnectedApp[];
  /** Calls that answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: Partial<Record<DataSharingCallId, number>>;
  /** Calls that wait this long (ms) before answering, to show a progress state. */
  delayMs?: number;
  /** The wallets the site offers (default: both). */
  wallets?: { apple: boolean; google: boolean };
}

export const mockGoogleWalletSaveUrl = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2ln';

export function mockDataSharingRoutes(options: MockDataSharingOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  const apps: ConnectedApp[] = [...(options.apps ?? [])];
  const key = (route: { method: string; path: string }, params: Record<string, string> = {}) =>
    `${route.method} ${callPath(route.path, { subsidiary, ...params })}`;
  const guarded = (callId: DataSharingCallId, answer: () => unknown) => async () => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const failStatus = options.failWith?.[callId];
    return failStatus === undefined ? answer() : mockErrorAnswer(failStatus, mockDataSharingMessages.unavailable);
  };
  const routes: MockRoutes = {
    [key(callRoutes.getConnectedApps)]: guarded('getConnectedApps', () => ({ status: 'SUCCESS', data: [...apps] })),
    [key(callRoutes.exportMemberData)]: guarded('exportMemberData', () => ({
      file: {
        blob: new Blob([JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] })], { type: 'application/json' }),
        fileName: `${subsidiary}-member-data-11-28-2026.json`,
      },
    })),
    [key(callRoutes.getMemberDataSummaryPdf)]: guarded('getMemberDataSummaryPdf', () => ({
      file: { blob: new Blob(['%PDF-1.7 mock'], { type: 'application/pdf' }), fileName: `${subsidiary}-member-data-11-28-2026.pdf` },
    })),
    [key(callRoutes.getWalletPassOptions)]: guarded('getWalletPassOptions', () => ({ status: 'SUCCESS', data: options.wallets ?? { apple: true, google: true } })),
    [key(callRoutes.getAppleWalletPass)]: guarded('getAppleWalletPass', () => ({
      file: { blob: new Blob(['PK mock'], { type: 'application/vnd.apple.pkpass' }), fileName: `${subsidiary}-id-card-11-28-2026.pkpass` },
    })),
    [key(callRoutes.getGoogleWalletLink)]: guarded('getGoogleWalletLink', () => ({ status: 'SUCCESS', data: { saveUrl: mockGoogleWalletSaveUrl } })),
  };
  // Disconnecting: one route per app the member has, and one for the sample (a 404 once it is gone).
  for (const clientId of new Set([...apps.map((app) => app.clientId), mockConnectedAppSample.clientId])) {
    routes[key(callRoutes.revokeConnectedApp, { clientId })] = guarded('revokeConnectedApp', () => {
      const index = apps.findIndex((app) => app.clientId === clientId);
      if (index < 0) return mockErrorAnswer(404, mockDataSharingMessages.notConnected);
      apps.splice(index, 1);
      return { status: 'SUCCESS', data: true };
    });
  }
  return routes;
}
