import type { AccountActivity } from '@portal/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { ActivityList } from './ActivityList.tsx';

const visit = (viewed: AccountActivity['viewed'], changed: AccountActivity['changed'], name?: string): AccountActivity => ({
  id: `v-${viewed.join()}-${changed.join()}`,
  kind: 'customerServiceVisit',
  at: '2026-11-20T12:00:00.000Z',
  until: '2026-11-22T12:00:00.000Z',
  actor: name === undefined ? { kind: 'customerService' } : { kind: 'customerService', name },
  viewed,
  changed,
});

describe('ActivityList', () => {
  it('says what customer service looked at and changed, as a list of areas', () => {
    renderCsr(
      <ActivityList
        entries={[
          visit(['claims', 'benefits', 'profile'], [], 'Jordan Lee'),
          visit([], ['contacts'], 'Jordan Lee'),
          visit([], []),
        ]}
      />,
      { path: '/profile' },
    );
    expect(screen.getByText('Customer service (Jordan Lee) viewed your claims, benefits, and profile')).toBeInTheDocument();
    expect(screen.getByText('Customer service (Jordan Lee) changed your contact requests')).toBeInTheDocument();
    expect(screen.getByText('Customer service (a representative) opened your account')).toBeInTheDocument();
  });

  it('names the app the member disconnected, and says "an app" when it is no longer registered', () => {
    const disconnected = (id: string, appName?: string): AccountActivity => ({
      id, kind: 'appDisconnected', at: '2026-11-20T12:00:00.000Z', actor: { kind: 'member' }, viewed: [], changed: [], ...(appName ? { appName } : {}),
    });
    renderCsr(<ActivityList entries={[disconnected('e-1', 'FHIR demo app'), disconnected('e-2')]} />, { path: '/profile' });
    expect(screen.getByText('Disconnected FHIR demo app')).toBeInTheDocument();
    expect(screen.getByText('Disconnected an app')).toBeInTheDocument();
  });

  it('says it in Spanish', () => {
    const entry: AccountActivity = { id: 'e-1', kind: 'appDisconnected', at: '2026-11-20T12:00:00.000Z', actor: { kind: 'member' }, viewed: [], changed: [], appName: 'FHIR demo app' };
    renderCsr(<ActivityList entries={[entry]} />, { path: '/profile', language: 'es' });
    expect(screen.getByText('Se desconectó FHIR demo app')).toBeInTheDocument();
  });

  it('gives a visit over several days both dates', () => {
    renderCsr(<ActivityList entries={[visit(['idCards'], ['uploads'], 'Jordan Lee')]} />, { path: '/profile' });
    expect(screen.getByText(/^Nov 2\d, 2026, .+ to Nov 2\d, 2026, /)).toBeInTheDocument();
  });
});
