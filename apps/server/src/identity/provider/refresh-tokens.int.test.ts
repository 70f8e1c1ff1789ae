// Refresh tokens stored hashed, consumed atomically, and an
// idle timeout of 30 minutes (absolute 8 hours) on refresh tokens and the
// provider session. Ageing is done on the stored records (oidc-provider reads
// the clock itself).
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { signIn, startSignIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';

const origin = 'http://rsl.localhost:8080';
const email = 'rsl.member@example.com';

describeApp('refresh tokens', ({ app, db }) => {
  const browser = () => new TestBrowser(app(), 'rsl.localhost:8080');
  const refresh = (refreshToken: string) =>
    browser().postForm(`${origin}/oidc/rsl/token`, { grant_type: 'refresh_token', client_id: 'portal-rsl', refresh_token: refreshToken });
  const storedIdOf = (token: string) => `sha256:${createHash('sha256').update(token).digest('base64url')}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  /** Seconds the stored refresh token (and its column) has left. */
  async function lifeLeft(token: string) {
    const [row] = await db().query<{ exp: number; left: number }>(
      `SELECT (payload ->> 'exp')::int AS exp, extract(epoch FROM expires_at - now())::int AS left FROM oidc_payloads WHERE kind = 'RefreshToken' AND id = $1`,
      [storedIdOf(token)],
    );
    return row;
  }
  /** Moves a refresh token, and its session, `seconds` into the past: what that much time unused does. */
  async function age(token: string, seconds: number) {
    const shift = `payload || jsonb_build_object('iat', (payload ->> 'iat')::int - $2::int, 'exp', (payload ->> 'exp')::int - $2::int, 'iiat', (payload ->> 'iiat')::int - $2::int)`;
    const [row] = await db().query<{ sessionUid: string }>(
      `UPDATE oidc_payloads SET payload = ${shift}, expires_at = expires_at - $2::int * interval '1 second'
        WHERE kind = 'RefreshToken' AND id = $1 RETURNING payload ->> 'sessionUid' AS "sessionUid"`,
      [storedIdOf(token), seconds],
    );
    await db().query(
      `UPDATE oidc_payloads SET payload = payload || jsonb_build_object('exp', (payload ->> 'exp')::int - $2::int, 'loginTs', (payload ->> 'loginTs')::int - $2::int),
         expires_at = expires_at - $2::int * interval '1 second' WHERE kind = 'Session' AND uid = $1`,
      [row!.sessionUid, seconds],
    );
  }

  it('stores a refresh token under a SHA-256 of it, never the token itself', async () => {
    const tokens = await signIn(browser(), 'rsl', origin, email, demoPassword);
    const raw = tokens.refresh_token!;
    const rows = await db().query<{ id: string }>("SELECT id FROM oidc_payloads WHERE id = $1 OR payload::text LIKE '%' || $1 || '%'", [raw]);
    expect(rows).toEqual([]);
    expect(await db().query("SELECT 1 FROM oidc_payloads WHERE kind = 'RefreshToken' AND id = $1", [storedIdOf(raw)])).toHaveLength(1);
    expect((await refresh(raw)).statusCode).toBe(200);
  });

  it('lets exactly one of two refreshes with the same token at once succeed', async () => {
    const tokens = await signIn(browser(), 'rsl', origin, email, demoPassword);
    const answers = await Promise.all([refresh(tokens.refresh_token!), refresh(tokens.refresh_token!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().error).toBe('invalid_grant');
  });

  it('gives a refresh token 30 minutes; one unused that long is refused, one used within them lives 30 minutes more', async () => {
    const tokens = await signIn(browser(), 'rsl', origin, email, demoPassword);
    const first = await lifeLeft(tokens.refresh_token!);
    expect(first!.exp - nowSeconds()).toBeGreaterThan(29 * 60);
    expect(first!.exp - nowSeconds()).toBeLessThanOrEqual(30 * 60);

    // 25 minutes unused: still good, and the next token has 30 minutes again.
    await age(tokens.refresh_token!, 25 * 60);
    const used = await refresh(tokens.refresh_token!);
    expect(used.statusCode, used.body).toBe(200);
    const next = used.json<{ refresh_token: string }>().refresh_token;
    expect((await lifeLeft(next))!.exp - nowSeconds()).toBeGreaterThan(29 * 60);

    // 31 minutes unused: refused.
    await age(next, 31 * 60);
    const idle = await refresh(next);
    expect(idle.statusCode).toBe(400);
    expect(idle.json().error).toBe('invalid_grant');
  });

  it('never lets a chain of refreshes live past 8 hours after sign-in', async () => {
    const tokens = await signIn(browser(), 'rsl', origin, email, demoPassword);
    // The chain began (iiat) 7 h 50 min ago; this token is fresh.
    await db().query(
      `UPDATE oidc_payloads SET payload = payload || jsonb_build_object('iiat', (payload ->> 'iiat')::int - (7 * 3600 + 50 * 60))
        WHERE kind = 'RefreshToken' AND id = $1`,
      [storedIdOf(tokens.refresh_token!)],
    );
    const used = await refresh(tokens.refresh_token!);
    expect(used.statusCode, used.body).toBe(200);
    const left = (await lifeLeft(used.json<{ refresh_token: string }>().refresh_token))!.exp - nowSeconds();
    expect(left).toBeLessThanOrEqual(10 * 60);
    expect(left).toBeGreaterThan(9 * 60);
  });

  it('keeps the provider session as long as its refresh tokens, and ends it after 30 minutes idle', async () => {
    const user = browser();
    const tokens = await signIn(user, 'rsl', origin, email, demoPassword);
    const [{ sessionUid }] = await db().query<{ sessionUid: string }>(
      "SELECT payload ->> 'sessionUid' AS \"sessionUid\" FROM oidc_payloads WHERE kind = 'RefreshToken' AND id = $1",
      [storedIdOf(tokens.refresh_token!)],
    ) as [{ sessionUid: string }];
    const sessionLeft = async () =>
      (await db().query<{ left: number }>(
        "SELECT extract(epoch FROM expires_at - now())::int AS left FROM oidc_payloads WHERE kind = 'Session' AND uid = $1",
        [sessionUid],
      ))[0]?.left;
    expect(await sessionLeft()).toBeLessThanOrEqual(30 * 60);
    await age(tokens.refresh_token!, 20 * 60);
    expect(await sessionLeft()).toBeLessThanOrEqual(10 * 60);
    expect((await refresh(tokens.refresh_token!)).statusCode).toBe(200);
    expect(await sessionLeft()).toBeGreaterThan(29 * 60);
    // 31 minutes without a refresh or a visit: the session is gone, the next authorization asks to sign in.
    await db().query("UPDATE oidc_payloads SET expires_at = expires_at - interval '31 minutes', payload = payload || jsonb_build_object('exp', (payload ->> 'exp')::int - 31 * 60) WHERE kind = 'Session' AND uid = $1", [sessionUid]);
    const again = await startSignIn(user, 'rsl', origin);
    expect(again.loginPageUrl).toContain('/interaction/');
    const page = await user.get(again.loginPageUrl);
    expect(page.body).toContain('type="password"');
  });
});
