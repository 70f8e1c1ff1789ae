import { OidcClient } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { answerReturnPath, openedPageShape } from './answer-return-path.ts';
import { returnPathOf, signInRedirectArgs } from './sign-in-request.ts';
import { createUserManager } from './user-manager.ts';

const settings = { partner: 'alic', origin: 'http://localhost:8080' } as const;

/** The state oidc-client-ts itself stores for a sign-in redirect, and the provider's answer to it. */
async function answerTo(returnTo: string): Promise<URL> {
  const request = await new OidcClient(createUserManager(settings).settings).createSigninRequest(signInRedirectArgs(returnTo, 'es'));
  const answer = new URL('http://localhost:8080/dashboard?code=one-time');
  answer.searchParams.set('state', new URL(request.url).searchParams.get('state')!);
  return answer;
}

describe('where a sign-in answer returns the member', () => {
  afterEach(() => localStorage.clear());

  it('is read before the code exchange from the state oidc-client-ts stored for the redirect', async () => {
    expect(answerReturnPath(await answerTo('/claims/12345?tab=eob'))).toBe('/claims/12345?tab=eob');
    expect(answerReturnPath(await answerTo('/benefits?tab=dental'))).toBe('/benefits?tab=dental');
  });

  it("is not another site's address (the sign-in then returns to the dashboard)", async () => {
    expect(answerReturnPath(await answerTo('//evil.example.com/claims'))).toBeNull();
    expect(returnPathOf({ returnTo: 'https://evil.example.com/' })).toBe('/dashboard');
    expect(returnPathOf(undefined)).toBe('/dashboard');
  });

  it('is unknown on a page that is no answer, or whose state is not stored', async () => {
    const answer = await answerTo('/claims');
    expect(answerReturnPath(new URL('http://localhost:8080/dashboard?state=' + answer.searchParams.get('state')))).toBeNull();
    expect(answerReturnPath(new URL('http://localhost:8080/dashboard?code=x&state=unknown'))).toBeNull();
    localStorage.setItem('oidc.broken', '{not json');
    expect(answerReturnPath(new URL('http://localhost:8080/dashboard?code=x&state=broken'))).toBeNull();
  });

  it('tells the provider the shape of the opened page, with no id in it, and gets it back with the state', async () => {
    expect(openedPageShape('/claims/25149580217?tab=eob')).toBe('/claims/_');
    expect(openedPageShape('/benefits?tab=dental')).toBe('/benefits');
    expect(openedPageShape('/')).toBe('/');
    const answer = await answerTo('/claims/25149580217');
    expect(answer.searchParams.get('state')).toMatch(/^[0-9a-f]+;\/claims\/_$/);
    expect(answerReturnPath(answer)).toBe('/claims/25149580217');
  });
});
