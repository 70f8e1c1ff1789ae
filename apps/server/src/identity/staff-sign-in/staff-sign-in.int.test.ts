// Staff sign in on the ALIC site only: a CSR's right password or
// passkey on RSL or Standard gets the refusal (en/es) with a link to ALIC's
// /login, and no session; a wrong password gets the usual answer; on ALIC the
// CSR goes on to the second step.
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { startSignIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { SoftwareAuthenticator } from '../passkeys/software-authenticator.ts';
import { submitPasswordExpectingSecondStep } from '../../../test/support/second-factor-sign-in.ts';
import { staffSignInTexts } from './staff-sign-in-texts.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;
type SitePartner = keyof typeof origins;

describeApp('staff sign in on alic only', ({ app, db, config }) => {
  const browserOf = (partner: SitePartner) => new TestBrowser(app(), new URL(origins[partner]).host);

  /** After the refusal the browser has no session: the sign-in starts over at the password form. */
  async function expectNoSession(browser: TestBrowser, partner: SitePartner) {
    const again = await startSignIn(browser, partner, origins[partner]);
    const page = await browser.get(again.loginPageUrl);
    expect(page.body).toContain('<form method="post"');
  }

  it.each([
    ['rsl', 'rsl.csr@example.com', 'en'],
    ['standard', 'standard.csr@example.com', 'es'],
  ] as const)('refuses the CSR of %s (%s) after the right password, in %s, with a link to the ALIC sign-in', async (partner, email, lang) => {
    const browser = browserOf(partner);
    const start = await startSignIn(browser, partner, origins[partner]);
    const refused = await browser.postForm(`${start.loginPageUrl}/login`, { email, password: demoPassword, lang });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain(`<html lang="${lang}">`);
    expect(refused.body).toContain(staffSignInTexts[lang].message);
    expect(refused.body).toContain(`<a href="${config().siteOrigins.alic}/login">${staffSignInTexts[lang].link}</a>`);
    await expectNoSession(browser, partner);
  });

  it('answers a wrong password of a staff account on rsl as any wrong password', async () => {
    const browser = browserOf('rsl');
    const start = await startSignIn(browser, 'rsl', origins.rsl);
    const wrong = await browser.postForm(`${start.loginPageUrl}/login`, { email: 'rsl.csr@example.com', password: 'Wrong-Password-2026!' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('The email or password is incorrect.');
    expect(wrong.body).not.toContain(staffSignInTexts.en.message);
  });

  it('lets the CSR and the access administrator of alic go on to the second step', async () => {
    for (const email of ['alic.csr@example.com', 'alic.admin@example.com']) {
      const browser = browserOf('alic');
      const start = await startSignIn(browser, 'alic', origins.alic);
      await submitPasswordExpectingSecondStep(browser, start, email, demoPassword);
    }
  });

  it("refuses a staff account's passkey on rsl too", async () => {
    // The passkey as the profile would have added it (the account cannot sign in on rsl any more to add one).
    const token = await signTestAccessToken(db(), config(), { partner: 'rsl', subject: 'demo-rsl-csr', roles: ['csr'] });
    const authenticator = new SoftwareAuthenticator();
    const headers = { authorization: `Bearer ${token}` };
    const options = await app().inject({ method: 'POST', url: '/api/rsl/selfService/passkeys/options', headers });
    expect(options.statusCode, options.body).toBe(200);
    const added = await app().inject({
      method: 'POST', url: '/api/rsl/selfService/passkeys', headers,
      payload: { name: 'Desk key', response: authenticator.create(options.json().data, { origin: origins.rsl }) },
    });
    expect(added.statusCode, added.body).toBe(200);

    const browser = browserOf('rsl');
    const start = await startSignIn(browser, 'rsl', origins.rsl);
    const passkeyOptions = await browser.request({ method: 'POST', url: `${start.loginPageUrl}/passkey/options` });
    const answer = authenticator.get(passkeyOptions.json(), { origin: origins.rsl });
    const refused = await browser.postForm(`${start.loginPageUrl}/passkey`, { response: JSON.stringify(answer), lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(staffSignInTexts.en.message);
    await expectNoSession(browser, 'rsl');
  });
});
