// Forgot password at the identity provider, walked as a
// browser would: sign-in page → email → code from the development outbox →
// new password → every session and refresh token of the account revoked.
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { newestCodeTo, outboxTo, waitForOutbox } from '../../../test/support/outbox-reader.ts';
import { signIn, startSignIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { createForgotPasswordReferences, forgotPasswordLifetimeMs } from './forgot-password-reference.ts';

const origin = 'http://localhost:8080';
const newPassword = 'Copper-Meadow-93-Softly';
const incorrectEn = 'Your code doesn&#39;t match our records. Please try again.';
const incorrectEs =
  'Es posible que haya ingresado un código incorrecto o caducado. Haga clic en &quot;Reenviar código de verificación&quot; para recibir uno nuevo.';

/** The value of a hidden field of a page. */
function field(html: string, name: string): string {
  const value = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no hidden field ${name} in\n${html}`);
  return value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

describeApp('forgot password at the identity provider', ({ app, db, config }) => {
  const browser = () => new TestBrowser(app(), 'localhost:8080');

  async function askForCode(user: TestBrowser, email: string, lang = 'en', interaction?: string) {
    return user.postForm(`${origin}/oidc/alic/forgot-password`, { email, lang, ...(interaction ? { interaction } : {}) });
  }

  function reset(user: TestBrowser, reference: string, code: string, password = newPassword, confirm = password, lang = 'en') {
    return user.postForm(`${origin}/oidc/alic/forgot-password/reset`, { reference, code, newPassword: password, confirmPassword: confirm, lang });
  }

  it("leads from the sign-in page's 'Forgot password?' to an email form, en and es, without script", async () => {
    const user = browser();
    const start = await startSignIn(user, 'alic', origin);
    const uid = start.loginPageUrl.split('/').at(-1)!;
    const login = await user.get(start.loginPageUrl);
    const href = /<a href="([^"]+)">Forgot password\?<\/a>/.exec(login.body)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe(`/oidc/alic/forgot-password?lang=en&interaction=${uid}`);

    const page = await user.get(`${origin}${href}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.body).toContain('<h1>Reset your password</h1>');
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(page.body).toContain(`<a href="/oidc/alic/interaction/${uid}?lang=en">Back to sign in</a>`);
    const spanish = await user.get(`${origin}/oidc/alic/forgot-password?lang=es`);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>Restablecer su contraseña</h1>');
    expect(spanish.body).toContain('<button type="submit">Enviar código</button>');
  });

  it('answers an unknown email exactly as a known one, and sends nothing to it', async () => {
    const known = await askForCode(browser(), 'alic.terminated@example.com');
    const unknown = await askForCode(browser(), 'nobody.here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    const withoutReference = (html: string) => html.replace(/name="reference" value="[^"]*"/g, 'name="reference" value=""');
    expect(withoutReference(unknown.body)).toBe(withoutReference(known.body));
    expect(known.body).toContain('If an account exists for that address, we sent a verification code to it.');
    expect(await waitForOutbox(app(), 'alic.terminated@example.com', 1)).toHaveLength(1);
    expect(await outboxTo(app(), 'nobody.here@example.com')).toEqual([]);
    // A code for nobody is never right.
    const refused = await reset(browser(), field(unknown.body, 'reference'), '123456');
    expect(refused.body).toContain(incorrectEn);
  });

  it('asks again for an email that is not one', async () => {
    const page = await askForCode(browser(), 'not an email');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Enter a valid email address.');
    expect(page.body).toContain('value="not an email"');
  });

  it('refuses a wrong code with the §8 text (en and es), lists broken password rules without using up the code, and refuses an expired code', async () => {
    const user = browser();
    const before = (await outboxTo(app(), 'alic.terminated@example.com')).length;
    const sent = await askForCode(user, 'alic.terminated@example.com', 'es');
    const reference = field(sent.body, 'reference');
    const code = await newestCodeTo(app(), 'alic.terminated@example.com', before + 1);
    const wrong = code === '000000' ? '111111' : '000000';

    const spanish = await reset(user, reference, wrong, newPassword, newPassword, 'es');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.body).toContain(incorrectEs);
    expect(spanish.body).toContain('<button type="submit">Reenviar código de verificación</button>');
    expect((await reset(user, reference, wrong)).body).toContain(incorrectEn);

    const weak = await reset(user, reference, code, 'short', 'other');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Your new password does not meet these rules:');
    expect(weak.body.match(/<li>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(weak.body).not.toContain(incorrectEn);

    // The code survived the refused passwords; once past its 5 minutes it is refused.
    await db().query("UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'passwordReset'");
    const expired = await reset(user, reference, code);
    expect(expired.body).toContain(incorrectEn);
    expect((await signIn(browser(), 'alic', origin, 'alic.terminated@example.com', demoPassword)).access_token).toBeTruthy();
  });

  it('resends a new code that replaces the earlier one: the earlier code is refused, the new one resets the password', async () => {
    const user = browser();
    const sent = await askForCode(user, 'alic.csr@example.com');
    const first = await newestCodeTo(app(), 'alic.csr@example.com', 1);
    const resent = await user.postForm(`${origin}/oidc/alic/forgot-password/resend`, { reference: field(sent.body, 'reference'), lang: 'en' });
    expect(resent.statusCode).toBe(200);
    expect(resent.body).toContain('we sent a new verification code to it');
    expect(await waitForOutbox(app(), 'alic.csr@example.com', 2)).toHaveLength(2);
    const second = await newestCodeTo(app(), 'alic.csr@example.com', 2);
    // §8: the resend is "to receive a new one" (the code store never repeats the code it replaces).
    expect(second).not.toBe(first);

    const withFirst = await reset(user, field(resent.body, 'reference'), first);
    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.body).toContain(incorrectEn);
    const withSecond = await reset(user, field(resent.body, 'reference'), second);
    expect(withSecond.statusCode, withSecond.body).toBe(303);
    expect((await user.get(`${origin}${withSecond.headers.location as string}`)).body).toContain(
      'Your password was changed and every device was signed out.',
    );
  });

  it('shows too many code requests for one email as a page with Retry-After, in the page language', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await askForCode(browser(), 'Someone.Many@example.com', 'es');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.headers['content-type']).toMatch(/^text\/html/);
    expect(last!.headers['content-security-policy']).toContain("script-src 'none'");
    expect(last!.body).toContain('<html lang="es">');
    expect(last!.body).toContain('<h1>Espere un momento</h1>');
    expect(last!.body).toMatch(/Demasiados intentos\. Espere \d+ minutos? e inténtelo de nuevo\./);
  });

  it('says a forged or expired reset reference has expired', async () => {
    const old = createForgotPasswordReferences({ keys: config().cookieKeys, now: () => Date.now() - forgotPasswordLifetimeMs - 1000 })
      .create({ partner: 'alic', email: 'alic.member@example.com' });
    for (const reference of [old, 'forged.reference', `${old.split('.')[0]}.${'A'.repeat(43)}`]) {
      const page = await reset(browser(), reference, '123456');
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This password reset has expired. Please start again.');
    }
  });

  it('replaces the password, revokes every session and refresh token of the account, tells the member, and leads back to sign-in', async () => {
    const member = browser();
    const tokens = await signIn(member, 'alic', origin, 'alic.member@example.com', demoPassword);
    expect(tokens.refresh_token).toBeTruthy();

    const user = browser();
    const start = await startSignIn(user, 'alic', origin);
    const uid = start.loginPageUrl.split('/').at(-1)!;
    const before = (await outboxTo(app(), 'alic.member@example.com')).length;
    const sent = await askForCode(user, 'alic.member@example.com', 'en', uid);
    const code = await newestCodeTo(app(), 'alic.member@example.com', before + 1);
    const done = await user.postForm(`${origin}/oidc/alic/forgot-password/reset`, {
      reference: field(sent.body, 'reference'), code, newPassword, confirmPassword: newPassword, lang: 'en', interaction: uid,
    });
    expect(done.statusCode, done.body).toBe(303);
    const success = await user.get(`${origin}${done.headers.location as string}`);
    expect(success.body).toContain('Your password was changed and every device was signed out.');
    expect(success.body).toContain(`<a href="/oidc/alic/interaction/${uid}?lang=en">Sign in</a>`);

    const refreshed = await member.postForm(`${origin}/oidc/alic/token`, {
      grant_type: 'refresh_token', client_id: 'portal-alic', refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');
    const [notice] = await outboxTo(app(), 'alic.member@example.com');
    expect(notice).toMatchObject({ subject: 'Your password was changed', channel: 'email' });
    expect(notice!.text).not.toContain(newPassword);

    expect((await signIn(browser(), 'alic', origin, 'alic.member@example.com', newPassword)).access_token).toBeTruthy();
    const someone = browser();
    const old = await startSignIn(someone, 'alic', origin);
    const refusedOld = await someone.postForm(`${old.loginPageUrl}/login`, { email: 'alic.member@example.com', password: demoPassword });
    expect(refusedOld.body).toContain('The email or password is incorrect.');
    // The code is used up.
    expect((await reset(user, field(sent.body, 'reference'), code)).body).toContain(incorrectEn);
  });
});
