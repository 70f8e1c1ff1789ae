// The profile's authenticator calls: set up, confirm with a
// code from the app (recovery codes once), state, new recovery codes and
// removal behind the current password, wrong codes throttled; a CSR keeps its.
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { exchangeCode, signIn, startSignIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { secondFactorsOf } from './index.ts';
import { enrollAtSignIn, totpCode } from '../../../test/support/second-factor-sign-in.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;

describeApp('second factor self-service', ({ app, db, config }) => {
  async function tokenOf(partner: 'alic' | 'rsl' | 'standard', email: string) {
    const tokens = await signIn(new TestBrowser(app(), new URL(origins[partner]).host), partner, origins[partner], email, demoPassword);
    return tokens.access_token;
  }
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
    app().inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': language }, ...(payload ? { payload } : {}) });

  it('sets up an authenticator: secret, QR code, a wrong then a right code, ten recovery codes once', async () => {
    const token = await tokenOf('rsl', 'rsl.member@example.com');
    expect((await call(token, 'GET', '/api/rsl/selfService/secondFactors')).json()).toEqual({
      status: 'SUCCESS', data: { totp: false, recoveryCodesLeft: 0, required: false },
    });

    const setup = await call(token, 'POST', '/api/rsl/selfService/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json().data;
    expect(otpauthUri).toBe(`otpauth://totp/RSL:rsl.member%40example.com?issuer=RSL&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox=/);
    expect(qrSvg).not.toContain('<script');

    const wrong = await call(token, 'POST', '/api/rsl/selfService/totp/confirm', { code: totpCode(secret, 5) });
    expect(wrong.json()).toEqual({ status: 'SUCCESS', data: false });
    const right = await call(token, 'POST', '/api/rsl/selfService/totp/confirm', { code: totpCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toBe(true);
    expect(right.json().recoveryCodes).toHaveLength(10);

    expect((await call(token, 'GET', '/api/rsl/selfService/secondFactors')).json().data).toEqual({ totp: true, recoveryCodesLeft: 10, required: false });
    const again = await call(token, 'POST', '/api/rsl/selfService/totp/setup', undefined, 'es');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ya hay una aplicación de autenticación configurada. Quítela primero para configurar otra.');
    // Nothing being set up any more: confirming again is refused.
    expect((await call(token, 'POST', '/api/rsl/selfService/totp/confirm', { code: totpCode(secret, 1) })).statusCode).toBe(400);
  });

  it('sets up with the JSON content type every call names (§7) and no body, as the browser sends it', async () => {
    const token = await tokenOf('alic', 'alic.member@example.com');
    const setup = await app().inject({
      method: 'POST',
      url: '/api/alic/selfService/totp/setup',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().data.secret).toMatch(/^[A-Z2-7]+$/);
    // A call that wants a body still says so, in words a member can read.
    const confirm = await app().inject({
      method: 'POST',
      url: '/api/alic/selfService/totp/confirm',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).not.toMatch(/Body cannot be empty/);
  });

  it('replaces the recovery codes and removes the authenticator only with the current password', async () => {
    const token = await tokenOf('standard', 'standard.member@example.com');
    const { secret } = (await call(token, 'POST', '/api/standard/selfService/totp/setup')).json().data;
    const { recoveryCodes: first } = (await call(token, 'POST', '/api/standard/selfService/totp/confirm', { code: totpCode(secret) })).json();

    const refused = await call(token, 'POST', '/api/standard/selfService/totp/recoveryCodes', { currentPassword: 'Not-The-Password-1!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The current password is incorrect.');
    const renewed = await call(token, 'POST', '/api/standard/selfService/totp/recoveryCodes', { currentPassword: demoPassword });
    expect(renewed.statusCode).toBe(200);
    const second: string[] = renewed.json().recoveryCodes;
    expect(second).toHaveLength(10);
    const factors = secondFactorsOf(config(), db());
    expect(await factors.check('demo-standard-member', first[0]!)).toEqual({ valid: false });
    expect(await factors.check('demo-standard-member', second[0]!)).toEqual({ valid: true, method: 'recoveryCode' });
    expect((await call(token, 'GET', '/api/standard/selfService/secondFactors')).json().data.recoveryCodesLeft).toBe(9);

    expect((await call(token, 'POST', '/api/standard/selfService/totp/remove', { currentPassword: 'Not-The-Password-1!' })).statusCode).toBe(403);
    const removed = await call(token, 'POST', '/api/standard/selfService/totp/remove', { currentPassword: demoPassword });
    expect(removed.json()).toEqual({ status: 'SUCCESS', message: 'The authenticator app was removed.' });
    expect((await call(token, 'GET', '/api/standard/selfService/secondFactors')).json().data).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });
    expect((await call(token, 'POST', '/api/standard/selfService/totp/recoveryCodes', { currentPassword: demoPassword })).statusCode).toBe(400);
  });

  it('slows down wrong codes with a 429 and Retry-After', async () => {
    const token = await tokenOf('alic', 'alic.member@example.com');
    const { secret } = (await call(token, 'POST', '/api/alic/selfService/totp/setup')).json().data;
    for (let i = 0; i < 5; i += 1) {
      expect((await call(token, 'POST', '/api/alic/selfService/totp/confirm', { code: totpCode(secret, 9) })).json().data).toBe(false);
    }
    const limited = await call(token, 'POST', '/api/alic/selfService/totp/confirm', { code: totpCode(secret) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a CSR\'s authenticator (required) and answers 401 without a token', async () => {
    const user = new TestBrowser(app(), 'localhost:8080');
    const start = await startSignIn(user, 'alic', origins.alic);
    const { code } = await enrollAtSignIn(user, start, 'alic.csr@example.com', demoPassword);
    const token = (await exchangeCode(user, 'alic', origins.alic, code, start.verifier)).access_token;
    expect((await call(token, 'GET', '/api/alic/selfService/secondFactors')).json().data).toEqual({ totp: true, recoveryCodesLeft: 10, required: true });
    const remove = await call(token, 'POST', '/api/alic/selfService/totp/remove', { currentPassword: demoPassword });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('Customer service accounts must keep an authenticator app.');
    expect((await app().inject({ method: 'GET', url: '/api/rsl/selfService/secondFactors' })).statusCode).toBe(401);
  });
});
