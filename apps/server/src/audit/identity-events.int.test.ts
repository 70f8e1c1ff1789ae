// Identity events: a sign-in, a wrong password for a known account
// (none for an unknown email) and a password change are recorded with the
// account as the actor and its member as the member, and the member's
// Account activity lists them.
import type { AccessLogResponse } from '@portal/contract';
import { expect, it } from 'vitest';
import { demoPassword } from '../db/seed/demo-data.ts';
import { TestBrowser } from '../../test/support/browser.ts';
import { signIn, startSignIn } from '../../test/support/sign-in.ts';
import { describeApp } from '../../test/app-testing.ts';

const origin = 'http://rsl.localhost:8080';
const james = { email: 'rsl.member@example.com', accountId: 'demo-rsl-member', memberId: '900000011' };
const newPassword = 'Copper-Meadow-93-Softly';

describeApp('audit trail: identity events', ({ app, db }) => {
  const browser = () => new TestBrowser(app(), new URL(origin).host);
  const eventsOf = (action: string) =>
    db().query<{ actorKind: string; actorId: string; memberId: string; outcome: string; clientAddress: string | null }>(
      `SELECT actor_kind AS "actorKind", actor_id AS "actorId", member_id AS "memberId", outcome, client_address AS "clientAddress"
         FROM audit_events WHERE action = $1 AND partner = 'rsl' ORDER BY id`,
      [action],
    );

  it("records a wrong password for James's account, and nothing for an email no account has", async () => {
    const site = browser();
    const start = await startSignIn(site, 'rsl', origin);
    const wrong = await site.postForm(`${start.loginPageUrl}/login`, { email: james.email, password: 'Not-The-Password-2026!' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('The email or password is incorrect.');
    const unknown = await site.postForm(`${start.loginPageUrl}/login`, { email: 'nobody@example.com', password: 'Not-The-Password-2026!' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('The email or password is incorrect.');
    expect(await eventsOf('signIn.failed')).toEqual([
      { actorKind: 'member', actorId: james.accountId, memberId: james.memberId, outcome: 'failure', clientAddress: expect.any(String) },
    ]);
  });

  it('records the sign-in and the password change as James’s, and his Account activity lists them', async () => {
    const tokens = await signIn(browser(), 'rsl', origin, james.email, demoPassword);
    expect(await eventsOf('signIn.password')).toEqual([
      expect.objectContaining({ actorKind: 'member', actorId: james.accountId, memberId: james.memberId, outcome: 'success' }),
    ]);
    const changed = await app().inject({
      method: 'POST', url: '/api/selfService/password', headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { currentPassword: demoPassword, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await eventsOf('password.changed')).toEqual([
      expect.objectContaining({ actorKind: 'member', actorId: james.accountId, memberId: james.memberId, outcome: 'success' }),
    ]);
    // The change ended every session: the old access token is refused, and
    // after signing in again (a second later: same-second tokens count as before it) the log lists it all.
    const refused = await app().inject({ method: 'GET', url: '/api/rsl/members/accessLog', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(refused.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn(browser(), 'rsl', origin, james.email, newPassword);
    const log = await app().inject({ method: 'GET', url: '/api/rsl/members/accessLog', headers: { authorization: `Bearer ${again.access_token}` } });
    expect(log.statusCode).toBe(200);
    expect(log.json<AccessLogResponse>().entries.map((entry) => entry.kind)).toEqual(['signIn', 'passwordChanged', 'signIn', 'signInFailed']);
  });

  it('records no password change when the current password is wrong', async () => {
    const before = (await eventsOf('password.changed')).length;
    const tokens = await signIn(browser(), 'rsl', origin, james.email, newPassword);
    const refused = await app().inject({
      method: 'POST', url: '/api/selfService/password', headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { currentPassword: 'Not-The-Password-2026!', newPassword: 'Silver-Harbor-71-Gently', confirmPassword: 'Silver-Harbor-71-Gently' },
    });
    // The refusal itself (§8 'current password incorrect'), so the test cannot pass on another error that records nothing.
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Your current password is incorrect.' });
    expect(await eventsOf('password.changed')).toHaveLength(before);
  });
});
