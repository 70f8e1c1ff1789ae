import { describe, expect, it } from 'vitest';
import { goesStraightToSignIn, isSignInAnswer } from './straight-to-sign-in.ts';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost:8080');
  return goesStraightToSignIn({ pathname, search });
};

describe('goesStraightToSignIn', () => {
  it.each(['/dashboard', '/claims', '/claims/2024010100001', '/claims?page=2', '/benefits?tab=dental', '/profile', '/dashboard/'])(
    'sends %s, opened without a session, to the identity provider',
    (url) => expect(at(url)).toBe(true),
  );

  it.each(['/landing', '/login', '/registration/register', '/dce/home', '/404', '/csr', '/nothing-here', '/'])('leaves %s to the app', (url) =>
    expect(at(url)).toBe(false),
  );

  it('leaves the identity provider’s answer to the app, which completes it', () => {
    expect(at('/dashboard?code=abc&state=xyz')).toBe(false);
    expect(at('/dashboard?error=login_required&state=xyz')).toBe(false);
  });
});

describe('isSignInAnswer', () => {
  const answer = (url: string) => {
    const { pathname, search } = new URL(url, 'http://localhost:8080');
    return isSignInAnswer({ pathname, search });
  };
  it('is the provider’s answer only on /dashboard with a code and a state', () => {
    expect(answer('/dashboard?code=abc&state=xyz')).toBe(true);
    expect(answer('/dashboard?error=access_denied&state=xyz')).toBe(false);
    expect(answer('/dashboard?code=abc')).toBe(false);
    expect(answer('/claims?code=abc&state=xyz')).toBe(false);
  });
});
