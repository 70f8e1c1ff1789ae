import { afterEach, describe, expect, it } from 'vitest';
import { fakeUser } from '../testing.ts';
import { storedUserKey, type OidcSettings } from './oidc-settings.ts';
import { storedMemberName } from './stored-member-name.ts';

const settings: OidcSettings = { partner: 'alic', origin: 'http://localhost:8080' };
const store = (user: unknown) => sessionStorage.setItem(storedUserKey(settings), JSON.stringify(user));

describe('storedMemberName: the name a signed-in frame shows before the app loads', () => {
  afterEach(() => sessionStorage.clear());

  it("is the member's name as the screens write it", () => {
    store(fakeUser({ name: 'MARIA J MCALLISTER' }));
    expect(storedMemberName(settings)).toBe('Maria J McAllister');
  });

  it.each([
    ['a CSR', { roles: ['csr'] }],
    ['a producer', { roles: ['producer'], memberId: '' }],
    ['a member without a plan', { memberId: '' }],
  ])('is null for %s, whose screens name someone else or no one', (_who, options) => {
    store(fakeUser(options));
    expect(storedMemberName(settings)).toBeNull();
  });

  it('is null with no stored user, another partner\'s, or one that does not decode', () => {
    expect(storedMemberName(settings)).toBeNull();
    sessionStorage.setItem(storedUserKey({ ...settings, partner: 'rsl' }), JSON.stringify(fakeUser()));
    expect(storedMemberName(settings)).toBeNull();
    store({ ...fakeUser(), access_token: 'not a token' });
    expect(storedMemberName(settings)).toBeNull();
  });
});
