import { describe, expect, it } from 'vitest';
import { goesStraightToSignIn } from './straight-to-sign-in.ts';

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
