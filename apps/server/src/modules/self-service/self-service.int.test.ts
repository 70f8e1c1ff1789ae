// The self-service calls: change password (403/400/406/200,
// every refresh token revoked, a notice emailed) and change the sign-in email
// (code to the new address, notices to both, sign-in with the new email only).
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { newestCodeTo, outboxTo } from '../../../test/support/outbox-reader.ts';
import { signIn, startSignIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { exchangedTokenOptions, signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { csrActingRefusal } from '../../plugins/refuse-csr-acting.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;
type SitePartner = keyof typeof origins;
const newPassword = 'Copper-Meadow-93-Softly';

describeApp('self service: password and sign-in email', ({ app, db, config }) => {
  const browserOf = (partner: SitePartner) => new TestBrowser(app(), new URL(origins[partner]).host);
  const signInAs = (partner: SitePartner, email: string, password = demoPassword) => signIn(browserOf(partner), partner, origins[partner], email, password);

  function call(url: string, body: unknown, accessToken?: string, language = 'en') {
    return app().inject({
      method: 'POST', url, payload: body as object,
      headers: { 'accept-language': language, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    });
  }
  const changePassword = (body: unknown, token?: string, language?: string) => call('/api/selfService/password', body, token, language);

  it('answers 401 without a bearer token, or with one no partner issued', async () => {
    for (const [url, body] of [
      ['/api/selfService/password', { currentPassword: demoPassword, newPassword }],
      ['/api/alic/selfService/email/request', { newEmail: 'maria.new@example.org' }],
      ['/api/alic/selfService/email/validate', { newEmail: 'maria.new@example.org', otp: '123456' }],
    ] as const) {
      expect((await call(url, body)).statusCode, url).toBe(401);
    }
    const stranger = await signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-alic-member', issuer: 'https://elsewhere.example/oidc' });
    expect((await changePassword({ currentPassword: demoPassword, newPassword }, stranger)).statusCode).toBe(401);
  });

  it('takes the partner from the token: an rsl token changes the rsl account of its subject only', async () => {
    const rsl = await signInAs('rsl', 'rsl.member@example.com');
    const wrong = await changePassword({ currentPassword: 'Not-The-Password-2026!', newPassword }, rsl.access_token);
    expect(wrong.statusCode).toBe(403);
    // An alic token naming the rsl account's id finds no alic account.
    const crossed = await signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-rsl-member', memberId: '900000011' });
    const refused = await changePassword({ currentPassword: demoPassword, newPassword }, crossed);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your account could not be found. Please sign in again.');
  });

  it('changes the password: 403 wrong current, 400 same as current, 406 rules broken (en/es), then 200 revoking every refresh token and emailing a notice', async () => {
    const tokens = await signInAs('alic', 'alic.member@example.com');

    const wrong = await changePassword({ currentPassword: 'Not-The-Password-2026!', newPassword }, tokens.access_token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ statusCode: 403, message: 'Your current password is incorrect.' });
    const wrongEs = await changePassword({ currentPassword: 'Not-The-Password-2026!', newPassword }, tokens.access_token, 'es');
    expect(wrongEs.json().message).toBe('Su contraseña actual es incorrecta.');

    const same = await changePassword({ currentPassword: demoPassword, newPassword: demoPassword }, tokens.access_token);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Your new password must be different from your current password.');

    const weak = await changePassword({ currentPassword: demoPassword, newPassword: 'Maria-1!', confirmPassword: 'Maria-2!' }, tokens.access_token);
    expect(weak.statusCode).toBe(406);
    const refusal = weak.json();
    expect(refusal).toMatchObject({ statusCode: 406, error: 'Not Acceptable', message: 'Your new password does not meet the password rules.' });
    expect(refusal.errors.map((e: { rule: string }) => e.rule)).toEqual(expect.arrayContaining(['minLength', 'personalInfo', 'confirmation']));
    const weakEs = await changePassword({ currentPassword: demoPassword, newPassword: 'Maria-1!' }, tokens.access_token, 'es');
    expect(weakEs.json().errors[0].summary).not.toBe(refusal.errors[0].summary);

    const changed = await changePassword({ currentPassword: demoPassword, newPassword, confirmPassword: newPassword }, tokens.access_token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ status: 'SUCCESS', message: 'Your password was changed. Please sign in again.' });

    const refreshed = await browserOf('alic').postForm(`${origins.alic}/oidc/alic/token`, {
      grant_type: 'refresh_token', client_id: 'portal-alic', refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');
    const [notice] = await outboxTo(app(), 'alic.member@example.com');
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your password was changed' });
    expect((await signInAs('alic', 'alic.member@example.com', newPassword)).access_token).toBeTruthy();
  });

  it('changes the sign-in email with a code sent to the new address; both addresses are told; only the new one signs in', async () => {
    const tokens = await signInAs('standard', 'standard.member@example.com');
    const request = (newEmail: string, language?: string) => call('/api/standard/selfService/email/request', { newEmail }, tokens.access_token, language);
    const validate = (newEmail: string, otp: string) => call('/api/standard/selfService/email/validate', { newEmail, otp }, tokens.access_token);

    const same = await request('Standard.Member@example.com');
    expect(same.statusCode).toBe(403);
    expect(same.json().message).toBe('This is already your sign-in email.');
    const taken = await request('standard.csr@example.com', 'es');
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe('No se puede usar esta dirección de correo electrónico. Elija otra.');

    const sent = await request('Olivia.New@Example.org');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'SUCCESS', sentTo: 'o•••@example.org' });
    const code = await newestCodeTo(app(), 'olivia.new@example.org');

    const wrong = await validate('olivia.new@example.org', code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({ status: 'SUCCESS', data: false, message: 'INCORRECT' });
    // The code proves the address it went to, not another one.
    expect((await validate('someone.else@example.org', code)).json()).toMatchObject({ data: false, message: 'INCORRECT' });

    const resent = await request('olivia.new@example.org');
    expect(resent.statusCode).toBe(200);
    const right = await validate('olivia.new@example.org', await newestCodeTo(app(), 'olivia.new@example.org'));
    expect(right.json()).toEqual({ status: 'SUCCESS', data: true, message: 'SUCCESS' });

    expect((await outboxTo(app(), 'standard.member@example.com'))[0]).toMatchObject({ subject: 'Your sign-in email was changed' });
    expect((await outboxTo(app(), 'olivia.new@example.org'))[0]).toMatchObject({ subject: 'Your sign-in email was changed' });

    expect((await signInAs('standard', 'olivia.new@example.org')).access_token).toBeTruthy();
    const someone = browserOf('standard');
    const start = await startSignIn(someone, 'standard', origins.standard);
    const old = await someone.postForm(`${start.loginPageUrl}/login`, { email: 'standard.member@example.com', password: demoPassword });
    expect(old.body).toContain('The email or password is incorrect.');
  });

  it('answers 429 with Retry-After when too many codes were asked for', async () => {
    const tokens = await signInAs('rsl', 'rsl.terminated@example.com');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i += 1) {
      last = await call('/api/rsl/selfService/email/request', { newEmail: 'many.codes@example.org' }, tokens.access_token);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toBeTruthy();
  });

  it("refuses a CSR acting for the member: the password and email stay the member's (en/es)", async () => {
    const csr = { subject: 'demo-alic-csr', email: 'alic.csr@example.com' };
    const headers = {
      authorization: `Bearer ${await signTestAccessToken(db(), config(), { partner: 'alic', subject: csr.subject, roles: ['csr'] })}`,
      usetoken: await signTestAccessToken(db(), config(), exchangedTokenOptions('900000002', csr)),
    };
    for (const [url, body, language] of [
      ['/api/selfService/password', { currentPassword: demoPassword, newPassword }, 'en'],
      ['/api/alic/selfService/email/request', { newEmail: 'peter.new@example.org' }, 'es'],
    ] as const) {
      const response = await app().inject({ method: 'POST', url, payload: body, headers: { ...headers, 'accept-language': language } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(csrActingRefusal[language]);
    }
    expect(await outboxTo(app(), 'peter.new@example.org')).toEqual([]);
    // Peter still signs in with his own password.
    expect((await signInAs('alic', 'alic.terminated@example.com')).access_token).toBeTruthy();
  });
});
