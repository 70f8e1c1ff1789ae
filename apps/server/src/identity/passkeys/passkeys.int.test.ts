// Passkeys with a software authenticator: added from the
// profile (options, verify, list, remove), then used to sign in at the
// identity provider instead of a password; wrong origin, other site, a used
// challenge and a replayed answer are refused.
import { expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { exchangeCode, signIn, startSignIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;
type SitePartner = keyof typeof origins;

describeApp('passkeys: add on the profile, sign in with one', ({ app }) => {
  const browserOf = (partner: SitePartner) => new TestBrowser(app(), new URL(origins[partner]).host);

  function api(method: 'GET' | 'POST', url: string, token?: string, body?: unknown, language = 'en') {
    return app().inject({
      method, url, ...(body === undefined ? {} : { payload: body as object }),
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async function addPasskey(partner: SitePartner, token: string, authenticator: SoftwareAuthenticator, name = 'My phone') {
    const options = await api('POST', `/api/${partner}/selfService/passkeys/options`, token);
    expect(options.statusCode, options.body).toBe(200);
    const response = authenticator.create(options.json().data, { origin: origins[partner] });
    return api('POST', `/api/${partner}/selfService/passkeys`, token, { name, response });
  }

  /** Opens the sign-in page, asks for passkey options and posts the authenticator's answer, as the page's script does. */
  async function signInWithPasskey(partner: SitePartner, authenticator: SoftwareAuthenticator, answerOrigin: string = origins[partner]) {
    const browser = browserOf(partner);
    const start = await startSignIn(browser, partner, origins[partner]);
    const options = await browser.request({ method: 'POST', url: `${start.loginPageUrl}/passkey/options` });
    expect(options.statusCode, options.body).toBe(200);
    const answer = authenticator.get(options.json(), { origin: answerOrigin });
    const posted = await browser.postForm(`${start.loginPageUrl}/passkey`, { response: JSON.stringify(answer), lang: 'en' });
    return { browser, start, posted, answer };
  }

  it('answers 401 without a bearer token', async () => {
    expect((await api('GET', '/api/alic/selfService/passkeys')).statusCode).toBe(401);
    expect((await api('POST', '/api/alic/selfService/passkeys/options')).statusCode).toBe(401);
  });

  it('adds a passkey from the profile, lists it with its name and dates, and removes it', async () => {
    const { access_token: token } = await signIn(browserOf('alic'), 'alic', origins.alic, 'alic.member@example.com', demoPassword);
    const authenticator = new SoftwareAuthenticator();

    const options = await api('POST', '/api/alic/selfService/passkeys/options', token);
    const data = options.json().data;
    expect(data.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(data.user.name).toBe('alic.member@example.com');
    expect(data.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const added = await api('POST', '/api/alic/selfService/passkeys', token, { name: 'My phone', response: authenticator.create(data, { origin: origins.alic }) });
    expect(added.statusCode, added.body).toBe(200);
    const passkey = added.json().data;
    expect(passkey).toMatchObject({ name: 'My phone', lastUsedAt: null });

    const list = await api('GET', '/api/alic/selfService/passkeys', token);
    expect(list.json().data).toEqual([passkey]);
    // The next options leave out the passkey already added.
    const next = await api('POST', '/api/alic/selfService/passkeys/options', token);
    expect(next.json().data.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([passkey.id]);

    expect((await api('POST', '/api/alic/selfService/passkeys/remove', token, { id: passkey.id })).json()).toEqual({ status: 'SUCCESS', data: true });
    expect((await api('GET', '/api/alic/selfService/passkeys', token)).json().data).toEqual([]);
    const again = await api('POST', '/api/alic/selfService/passkeys/remove', token, { id: passkey.id }, 'es');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No se encontró esa llave de acceso.');
  });

  it('refuses a registration answered for another origin or site, and a challenge used once already', async () => {
    const { access_token: token } = await signIn(browserOf('alic'), 'alic', origins.alic, 'alic.member@example.com', demoPassword);
    const authenticator = new SoftwareAuthenticator();

    const options1 = (await api('POST', '/api/alic/selfService/passkeys/options', token)).json().data;
    const wrongOrigin = await api('POST', '/api/alic/selfService/passkeys', token, {
      name: 'Phishing', response: authenticator.create(options1, { origin: 'http://evil.example:8080' }),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().message).toBe('The passkey could not be added. Please try again.');

    const options2 = (await api('POST', '/api/alic/selfService/passkeys/options', token)).json().data;
    const wrongSite = await api('POST', '/api/alic/selfService/passkeys', token, {
      name: 'Other site', response: authenticator.create(options2, { origin: origins.alic, rpId: 'rsl.localhost' }),
    });
    expect(wrongSite.statusCode).toBe(400);

    const options3 = (await api('POST', '/api/alic/selfService/passkeys/options', token)).json().data;
    const response = authenticator.create(options3, { origin: origins.alic });
    expect((await api('POST', '/api/alic/selfService/passkeys', token, { name: 'Laptop', response })).statusCode).toBe(200);
    const replayed = await api('POST', '/api/alic/selfService/passkeys', token, { name: 'Laptop again', response });
    expect(replayed.statusCode).toBe(400);
    expect((await api('GET', '/api/alic/selfService/passkeys', token)).json().data.map((p: { name: string }) => p.name)).toEqual(['Laptop']);
  });

  it('signs in with the passkey instead of a password, as the password does (tokens for the account, last used recorded)', async () => {
    const { access_token: token } = await signIn(browserOf('rsl'), 'rsl', origins.rsl, 'rsl.member@example.com', demoPassword);
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey('rsl', token, authenticator)).statusCode).toBe(200);

    const pageBrowser = browserOf('rsl');
    const page = await pageBrowser.get((await startSignIn(pageBrowser, 'rsl', origins.rsl)).loginPageUrl);
    expect(page.body).toContain('Sign in with a passkey');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const { browser, start, posted } = await signInWithPasskey('rsl', authenticator);
    expect(posted.statusCode, posted.body).toBe(303);
    const resumed = await browser.get(posted.headers.location as string);
    expect(resumed.statusCode, resumed.body).toBe(303);
    const code = new URL(resumed.headers.location as string).searchParams.get('code')!;
    const tokens = await exchangeCode(browser, 'rsl', origins.rsl, code, start.verifier);
    expect(decodeJwt(tokens.id_token).sub).toBe('demo-rsl-member');

    const [listed] = (await api('GET', '/api/rsl/selfService/passkeys', token)).json().data;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses a sign-in answered for another origin, a replayed answer, and a passkey of another site', async () => {
    const { access_token: token } = await signIn(browserOf('standard'), 'standard', origins.standard, 'standard.member@example.com', demoPassword);
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey('standard', token, authenticator)).statusCode).toBe(200);

    const phished = await signInWithPasskey('standard', authenticator, 'http://evil.example:8080');
    expect(phished.posted.statusCode).toBe(400);
    expect(phished.posted.body).toContain('We could not sign you in with that passkey.');

    const good = await signInWithPasskey('standard', authenticator);
    expect(good.posted.statusCode).toBe(303);
    // The same answer again, in the same sign-in (its challenge is spent) and in a new one (another challenge).
    const again = await good.browser.postForm(`${good.start.loginPageUrl}/passkey`, { response: JSON.stringify(good.answer), lang: 'en' });
    expect(again.statusCode).not.toBe(303);
    const browser = browserOf('standard');
    const start = await startSignIn(browser, 'standard', origins.standard);
    await browser.request({ method: 'POST', url: `${start.loginPageUrl}/passkey/options` });
    const replayed = await browser.postForm(`${start.loginPageUrl}/passkey`, { response: JSON.stringify(good.answer), lang: 'es' });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain('No pudimos iniciar su sesión con esa llave de acceso.');

    // A standard passkey does not sign in at alic.
    const elsewhere = await signInWithPasskey('alic', authenticator, origins.alic);
    expect(elsewhere.posted.statusCode).toBe(400);
  });

  it('throttles passkey sign-ins as password ones: after 5 failures with one passkey, the page says to wait (429, Retry-After)', async () => {
    const browser = browserOf('alic');
    const start = await startSignIn(browser, 'alic', origins.alic);
    const forged = { id: 'Rm9yZ2VkUGFzc2tleTAx', rawId: 'Rm9yZ2VkUGFzc2tleTAx', type: 'public-key', clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } };
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await browser.postForm(`${start.loginPageUrl}/passkey`, { response: JSON.stringify(forged), lang: 'en' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body).toContain('Too many');
  });

  it('serves the page script and @simplewebauthn/browser as same-origin JavaScript', async () => {
    for (const path of ['/oidc/assets/passkey-sign-in.js', '/oidc/assets/simplewebauthn-browser.js']) {
      const response = await app().inject({ method: 'GET', url: path, headers: { host: 'localhost:8080' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    }
    expect((await app().inject({ method: 'GET', url: '/oidc/assets/simplewebauthn-browser.js' })).body).toContain('startAuthentication');
  });
});
