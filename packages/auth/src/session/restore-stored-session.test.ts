import { afterEach, describe, expect, it } from 'vitest';
import { fakeUser } from '../testing.ts';
import { storedUserKey, type OidcSettings } from '../oidc/oidc-settings.ts';
import { useAuthStore } from '../store/auth-store.ts';
import { restoreStoredSession } from './restore-stored-session.ts';

const settings: OidcSettings = { partner: 'alic', origin: 'http://localhost' };
const store = (user: object) => sessionStorage.setItem(storedUserKey(settings), JSON.stringify(user));

afterEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ loading: true });
});

describe('restoreStoredSession (a reload of a signed-in tab)', () => {
  it('signs the member in from the stored user, without oidc-client-ts', () => {
    const user = fakeUser({ name: 'MARIA MCALLISTER' });
    store(user);
    expect(restoreStoredSession(settings)).toBe(true);
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ isLoggedIn: true, loading: false, userName: 'Maria McAllister', hasPolicy: true });
    expect(state.tokens.accessToken).toBe(user.access_token);
  });

  it.each([
    ['an expired access token', () => store({ ...fakeUser(), access_token: fakeUser({ expiresInSeconds: -60 }).access_token })],
    ['an expired ID token', () => store({ ...fakeUser(), id_token: fakeUser({ expiresInSeconds: -60 }).id_token })],
    ['no ID token', () => store({ ...fakeUser(), id_token: undefined })],
    ['no stored user', () => undefined],
    ['a stored user of another shape', () => sessionStorage.setItem(storedUserKey(settings), '{"token":1}')],
  ])('leaves the store alone with %s', (_case, arrange) => {
    arrange();
    expect(restoreStoredSession(settings)).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, loading: true });
  });
});
