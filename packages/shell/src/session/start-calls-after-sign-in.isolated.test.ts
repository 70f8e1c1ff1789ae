// A cold open: the provider's answer. The member's calls and the asked-for
// page start as soon as the code exchange brings the tokens.
import { createMockHttpClient } from '@portal/api-client/testing';
import { fakeUser } from '@portal/auth/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';

const completeSignInCallback = vi.fn();
vi.mock('@portal/auth', async (original) => ({ ...(await original<Record<string, unknown>>()), completeSignInCallback }));

const { useAuthStore } = await import('@portal/auth');
const { createSiteData } = await import('../site/site-data.tsx');
const { startCallsAfterSignIn } = await import('./start-signed-in-calls.ts');

const settings = { partner: 'alic', origin: 'http://localhost' } as const;
const answer = 'http://localhost/dashboard?code=one-time&state=abc';

function setUp() {
  const client = createMockHttpClient({ 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig });
  const siteData = createSiteData({ client, subsidiary: 'alic' }, () => ({}));
  const preloadPage = vi.fn(async () => undefined);
  return { client, siteData, preloadPage };
}

afterEach(() => {
  completeSignInCallback.mockReset();
  useAuthStore.getState().clearSession();
});

describe("the provider's sign-in answer", () => {
  it('asks for the features and the member, and loads the page asked for, once the tokens arrive', async () => {
    let deliver: (user: unknown) => void = () => {};
    completeSignInCallback.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const { client, siteData, preloadPage } = setUp();

    expect(startCallsAfterSignIn(settings, siteData, preloadPage, answer)).toBe(true);
    expect(client.calls).toEqual([]);
    deliver({ ...fakeUser(), state: { returnTo: '/claims?page=2' } });
    await vi.waitFor(() => expect(client.calls).toEqual(['GET /api/alic/features', 'GET /api/alic/members']));
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
    expect(preloadPage).toHaveBeenCalledWith('/claims');
    expect(completeSignInCallback).toHaveBeenCalledWith(settings, answer);
  });

  it('leaves a failed exchange to the auth provider, and starts nothing on another page', async () => {
    completeSignInCallback.mockRejectedValue(new Error('No matching state found in storage'));
    const { client, siteData, preloadPage } = setUp();
    expect(startCallsAfterSignIn(settings, siteData, preloadPage, answer)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startCallsAfterSignIn(settings, siteData, preloadPage, 'http://localhost/dashboard')).toBe(false);
    expect(client.calls).toEqual([]);
    expect(preloadPage).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });
});
