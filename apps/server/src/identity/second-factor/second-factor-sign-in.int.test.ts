// The sign-in's second step: an account with an authenticator
// is asked for its code (each code once, wrong ones throttled) or a recovery
// code (each once); a CSR without one sets it up before the sign-in finishes;
// a member without one signs in with the password alone.
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { exchangeCode, startSignIn, submitCredentials } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { addAlicStaffAccount } from '../../../test/support/identity/staff-accounts.ts';
import { secondFactorsOf } from './index.ts';
import { enrollAtSignIn, followToSite, submitPasswordExpectingSecondStep, totpCode } from '../../../test/support/second-factor-sign-in.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;
const alertOf = (body: string) => /<div id="code-error" class="alert" role="alert"[^>]*>([^<]*)<\/div>/.exec(body)?.[1];

describeApp('second factor at sign-in', ({ app, db, config }) => {
  const factors = () => secondFactorsOf(config(), db());

  /** Turns the authenticator on for an account as the profile would; resolves to its secret and recovery codes. */
  async function enroll(accountId: string, partner: 'alic' | 'rsl' | 'standard', email: string) {
    const setup = await factors().beginSetup({ id: accountId, partner, email });
    if (!setup.ok) throw new Error('already on');
    const confirmed = await factors().confirm(accountId, totpCode(setup.setup.secret));
    if (!confirmed.ok) throw new Error(confirmed.reason);
    return { secret: setup.setup.secret, recoveryCodes: confirmed.recoveryCodes };
  }

  async function toSecondStep(email: string, partner: 'alic' | 'rsl' | 'standard' = 'alic', lang?: string) {
    const user = new TestBrowser(app(), new URL(origins[partner]).host);
    const start = await startSignIn(user, partner, origins[partner]);
    const url = await submitPasswordExpectingSecondStep(user, start, email, demoPassword, lang);
    return { user, start, url, action: url.replace(/\?.*$/, '') };
  }

  it('signs a member without an authenticator in with the password alone', async () => {
    const user = new TestBrowser(app(), 'rsl.localhost:8080');
    const start = await startSignIn(user, 'rsl', origins.rsl);
    const { code } = await submitCredentials(user, start, 'rsl.member@example.com', demoPassword);
    expect(code).toBeTruthy();
  });

  it('asks a member with an authenticator for its code, accepts it once, then signs in with amr pwd+otp', async () => {
    const { secret } = await enroll('demo-alic-member', 'alic', 'alic.member@example.com');

    const first = await toSecondStep('alic.member@example.com');
    const page = await first.user.get(first.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Two-step verification</h1>');
    expect(page.body).toContain('Enter the 6-digit code from your authenticator app.');
    expect(page.body).toMatch(/<input id="code" name="code" type="text" autocomplete="one-time-code"/);
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");

    // A code of a far step is wrong: the page says so and the sign-in waits.
    const wrong = await first.user.postForm(first.action, { code: totpCode(secret, 5) });
    expect(wrong.statusCode).toBe(200);
    expect(alertOf(wrong.body)).toBe('That code is not right or was already used. Please try again.');

    // The next step's code (enrollment used this step's).
    const code = totpCode(secret, 1);
    const right = await first.user.postForm(first.action, { code });
    const { code: authorizationCode } = await followToSite(first.user, right, first.start);
    const tokens = await exchangeCode(first.user, 'alic', origins.alic, authorizationCode, first.start.verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: 'demo-alic-member' });
    expect(decodeJwt(tokens.id_token).amr).toEqual(['pwd', 'otp']);

    // The same code in another sign-in is refused (replay).
    const second = await toSecondStep('alic.member@example.com');
    const replayed = await second.user.postForm(second.action, { code });
    expect(replayed.statusCode).toBe(200);
    expect(alertOf(replayed.body)).toBe('That code is not right or was already used. Please try again.');
  });

  it('accepts each recovery code once, in place of the authenticator code', async () => {
    const { recoveryCodes } = await enroll('demo-standard-member', 'standard', 'standard.member@example.com');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);

    const first = await toSecondStep('standard.member@example.com', 'standard');
    const used = await first.user.postForm(first.action, { code: recoveryCodes[3]!.toUpperCase() });
    await followToSite(first.user, used, first.start);

    const again = await toSecondStep('standard.member@example.com', 'standard');
    const refused = await again.user.postForm(again.action, { code: recoveryCodes[3]! });
    expect(alertOf(refused.body)).toBe('That code is not right or was already used. Please try again.');
    const another = await again.user.postForm(again.action, { code: recoveryCodes[4]! });
    await followToSite(again.user, another, again.start);
  });

  it('cannot skip the second step: the interaction does not finish without it', async () => {
    await enroll('demo-rsl-terminated', 'rsl', 'rsl.terminated@example.com');
    const { user, start } = await toSecondStep('rsl.terminated@example.com', 'rsl');
    // Going back to the provider without the code leads to the sign-in page again, not to the site with a code.
    const resumed = await user.get(`${start.loginPageUrl.replace(/\/interaction\//, '/auth/')}`);
    expect(resumed.statusCode).toBe(303);
    expect(resumed.headers.location).toMatch(/^\/oidc\/rsl\/interaction\/[\w-]+$/);
    const page = await user.get(resumed.headers.location as string);
    expect(page.body).toContain('<h1>Sign in</h1>');
  });

  it('makes a CSR without an authenticator set one up at sign-in (QR, key, code, recovery codes once), then asks for its code', async () => {
    // Staff sign in on alic only.
    const first = await toSecondStep('alic.admin@example.com', 'alic', 'es');
    const page = await first.user.get(first.url);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<h1>Configure una aplicación de autenticación</h1>');
    expect(page.body).toMatch(/<svg role="img" aria-label="Código QR para su aplicación de autenticación"/);
    const secret = /<code id="secret">([A-Z2-7 ]+)<\/code>/.exec(page.body)![1]!.replace(/ /g, '');
    // A reload shows the same key (it is not confirmed yet).
    expect((await first.user.get(first.url)).body).toContain(`<code id="secret">`);
    expect((await first.user.get(first.url)).body.replace(/ /g, '')).toContain(secret);

    const wrong = await first.user.postForm(first.action, { code: totpCode(secret, 5), lang: 'es' });
    expect(alertOf(wrong.body)).toBe('Ese código no es correcto o ya se usó. Inténtelo de nuevo.');
    const codes = await first.user.postForm(first.action, { code: totpCode(secret), lang: 'es' });
    expect(codes.body).toContain('<h1 tabindex="-1" autofocus>Guarde sus códigos de recuperación</h1>');
    expect([...codes.body.matchAll(/<li><code>/g)]).toHaveLength(10);
    // Shown once: a reload does not show them again.
    const reload = await first.user.get(first.url);
    expect(reload.statusCode).toBe(400);
    expect(reload.body).not.toContain('<li><code>');
    // "I saved them" finishes the sign-in.
    const saved = await first.user.postForm(first.action, { lang: 'es' });
    await followToSite(first.user, saved, first.start);

    // The next sign-in asks for the code.
    const next = await toSecondStep('alic.admin@example.com', 'alic');
    expect((await next.user.get(next.url)).body).toContain('<h1>Two-step verification</h1>');
    const done = await next.user.postForm(next.action, { code: totpCode(secret, 1) });
    await followToSite(next.user, done, next.start);
  });

  it('tells a CSR with a passkey that it may sign in with the passkey instead', async () => {
    await db().query(
      `INSERT INTO passkeys (credential_id, partner, account_id, public_key, name, created_at) VALUES ('Q3JlZDE', 'alic', 'demo-alic-csr', '\\x00', 'Desk key', now())`,
    );
    const { user, url } = await toSecondStep('alic.csr@example.com');
    const page = await user.get(url);
    expect(page.body).toContain('<h1>Set up an authenticator app</h1>');
    const link = /You have a passkey: you can sign in with it instead of setting up an app\. <a href="([^"]+)">Sign in with your passkey<\/a>/.exec(page.body);
    expect(link?.[1]).toMatch(/^\/oidc\/alic\/interaction\/[\w-]+\?lang=en$/);
    expect((await user.get(link![1]!)).body).toContain('<h1>Sign in</h1>');
    // Without a passkey the line is not there.
    await addAlicStaffAccount(db(), 'test-alic-csr-nopasskey', 'csr.nopasskey@example.com');
    const other = await toSecondStep('csr.nopasskey@example.com');
    const otherPage = (await other.user.get(other.url)).body;
    expect(otherPage).toContain('<h1>Set up an authenticator app</h1>');
    expect(otherPage).not.toContain('You have a passkey');
  });

  it('finishes a CSR enrollment with "I saved them"', async () => {
    await addAlicStaffAccount(db(), 'test-alic-csr-enrolls', 'csr.enrolls@example.com');
    const user = new TestBrowser(app(), 'localhost:8080');
    const start = await startSignIn(user, 'alic', origins.alic);
    const { recoveryCodes } = await enrollAtSignIn(user, start, 'csr.enrolls@example.com', demoPassword);
    expect(recoveryCodes).toHaveLength(10);
  });

  it('slows down wrong codes per account with a 429 and Retry-After', async () => {
    const { secret } = await enroll('demo-alic-terminated', 'alic', 'alic.terminated@example.com');
    const { user, action } = await toSecondStep('alic.terminated@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await user.postForm(action, { code: totpCode(secret, 9) })).statusCode).toBe(200);
    }
    const limited = await user.postForm(action, { code: totpCode(secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(limited.body)).toMatch(/^Too many attempts/);
  });
});
