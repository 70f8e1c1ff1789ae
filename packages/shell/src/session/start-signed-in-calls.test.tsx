// A reload of a signed-in tab starts the member's calls before the first
// render, and the query layer takes them over instead of asking again.
import { createMockHttpClient } from '@portal/api-client/testing';
import { useAuthStore, type OidcSettings } from '@portal/auth';
import { fakeJwt, fakeUser } from '@portal/auth/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteData } from '../site/site-data.tsx';
import { features, mariaMembers, savingsRules, subsidiaryConfig } from '../test/member-samples.ts';
import { renderPortal } from '../test/render-portal.tsx';
import { startSignedInCalls } from './start-signed-in-calls.ts';

const settings: OidcSettings = { partner: 'alic', origin: 'http://localhost' };
const routes = { 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };

/** The session storage of a tab where oidc-client-ts stored `user`. */
function tabWith(user: object | null): Storage {
  const storage = new Map<string, string>();
  if (user) storage.set('oidc.user:http://localhost/oidc/alic:portal-alic', JSON.stringify(user));
  return { getItem: (key: string) => storage.get(key) ?? null, length: storage.size } as unknown as Storage;
}

function startedCalls(user: object | null, search = '', pathname = '/dashboard') {
  const client = createMockHttpClient(routes);
  const siteData = createSiteData({ client, subsidiary: 'alic' }, () => ({}));
  const started = startSignedInCalls(settings, siteData, { pathname, search }, tabWith(user));
  return { started, calls: [...client.calls], siteData };
}

/** The portal rendered at `path` as a reload does: its calls started before the first render. */
function renderReloaded(path: string, answers: Record<string, unknown>) {
  const { pathname, search } = new URL(path, 'http://localhost');
  return renderPortal({
    path,
    routes: answers,
    user: fakeUser(),
    siteData: (api) => {
      const siteData = createSiteData(api, () => ({}));
      startSignedInCalls(settings, siteData, { pathname, search }, tabWith(fakeUser()));
      return siteData;
    },
  });
}

afterEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ loading: true });
});

describe('a reload of a signed-in tab', () => {
  it('restores the session and asks for the features and the member at once, before anything renders', () => {
    const { started, calls } = startedCalls(fakeUser());
    expect(started).toBe(true);
    expect(calls).toEqual(['GET /api/alic/features', 'GET /api/alic/members']);
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
  });

  it('on /benefits, asks for the visibility rules its tabs wait for too', () => {
    const { calls } = startedCalls(fakeUser(), '?tab=dental', '/benefits');
    expect(calls).toEqual(['GET /api/alic/features', 'GET /api/alic/members', 'GET /api/alic/members/visibilityRules']);
  });

  it('asks a CSR, who has no policy of their own, only for the features', () => {
    const csr = { ...fakeUser(), access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, roles: ['csr'] }) };
    expect(startedCalls(csr).calls).toEqual(['GET /api/alic/features']);
  });

  it.each([
    ['no session stored', null, ''],
    ['an expired session', fakeUser({ expiresInSeconds: -60 }), ''],
    ["the identity provider's answer", fakeUser(), '?code=abc&state=xyz'],
  ])('starts nothing with %s', (_case, user, search) => {
    const { started, calls } = startedCalls(user, search);
    expect(started).toBe(false);
    expect(calls).toEqual([]);
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('hands the member call over once', () => {
    const { siteData } = startedCalls(fakeUser());
    expect(siteData.takeEarly('members')).toBeInstanceOf(Promise);
    expect(siteData.takeEarly('members')).toBeNull();
  });

  it('the dashboard shows the member from the call started before the first render, asked for once', async () => {
    const { client } = renderReloaded('/dashboard', routes);
    expect(await screen.findByRole('group', { name: 'Your policies' })).toBeInTheDocument();
    expect(client.calls.filter((call) => call === 'GET /api/alic/members')).toHaveLength(1);
    expect(client.calls.filter((call) => call === 'GET /api/alic/features')).toHaveLength(1);
  });

  it('/benefits shows its tabs from the visibility rules asked for before the first render, asked for once', async () => {
    const { client } = renderReloaded('/benefits?tab=dental', { ...routes, 'GET /api/alic/members/visibilityRules': savingsRules });
    expect(await screen.findByRole('tab', { name: 'Member Savings' })).toBeInTheDocument();
    expect(client.calls.filter((call) => call === 'GET /api/alic/members/visibilityRules')).toHaveLength(1);
  });
});
