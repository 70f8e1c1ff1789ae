// selfService/addMemberData: a signed-in account without a
// policy proves who they are through registration steps 1–2, then connects
// that member; the member's data then comes with the account's next sign-in.
import { beforeAll, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { seedSyntheticMembers } from '../../db/seed/seed.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { signIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { callerFrom, registrants, stepOneBody, type Registrant } from '../../../test/support/registration/registration-helpers.ts';

describeApp('selfService/addMemberData', ({ app, db, config }) => {
  let people: Registrant[] = [];
  let addresses = 0;
  const call = (partner: Registrant['partner'] = 'alic') => callerFrom(app, `10.30.0.${++addresses}`, partner);

  beforeAll(async () => {
    await seedSyntheticMembers(db(), { count: 30 });
    people = await registrants(db(), 'alic');
  });
  function person(): Registrant {
    const next = people.shift();
    if (!next) throw new Error('No seeded alic person without an account is left for this test');
    return next;
  }

  /** An account that signs in but has no member (no policy yet). */
  async function accountWithoutPolicy(name: string): Promise<{ id: string; email: string }> {
    const account = { id: `no-policy-${name}`, email: `${name}.nopolicy@example.org` };
    await db().query(`INSERT INTO accounts (id, partner, email, password_hash, roles) VALUES ($1, 'alic', $2, $3, ARRAY['member'])`, [
      account.id, account.email, await hashPassword(demoPassword),
    ]);
    return account;
  }

  /** Steps 1 and 2 for `someone` (step 2 only when `verify`); resolves to the referenceId. */
  async function verifiedRegistration(someone: Registrant, verify = true): Promise<string> {
    const caller = call();
    const { referenceId } = (await caller('POST', 'registration/step1', stepOneBody(someone))).json<{ referenceId: string }>();
    if (verify) {
      const checked = await caller('POST', 'registration/step2/memberId', { referenceId, memberId: someone.id });
      expect(checked.json().valid).toBe(true);
    }
    return referenceId;
  }

  const bearerOf = async (subject: string, roles = ['member']) => `Bearer ${await signTestAccessToken(db(), config(), { partner: 'alic', subject, roles })}`;
  const connect = (referenceId: string, authorization?: string, language = 'en') =>
    call()('GET', `selfService/addMemberData/${referenceId}`, undefined, { language, ...(authorization ? { authorization } : {}) });

  it('connects the verified member to the signed-in account, idempotently; the next sign-in brings the member’s data', async () => {
    const account = await accountWithoutPolicy('ana');
    const someone = person();
    const browser = new TestBrowser(app(), 'localhost:8080');
    const before = await signIn(browser, 'alic', 'http://localhost:8080', account.email, demoPassword);
    const noPolicy = await app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${before.access_token}` } });
    expect(noPolicy.statusCode).not.toBe(200);

    const referenceId = await verifiedRegistration(someone);
    const connected = await connect(referenceId, `Bearer ${before.access_token}`);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toEqual({ status: 'SUCCESS', data: true, message: 'SUCCESS' });
    expect((await connect(referenceId, `Bearer ${before.access_token}`)).json()).toEqual({ status: 'SUCCESS', data: true, message: 'SUCCESS' });
    expect(await db().query('SELECT member_id FROM accounts WHERE id = $1', [account.id])).toEqual([{ member_id: someone.id }]);
    // Used up: the referenceId (which travels in the URL) does nothing for anyone else, nor for the next steps.
    const [other] = [await accountWithoutPolicy('eve')];
    expect((await connect(referenceId, await bearerOf(other.id))).statusCode).toBe(410);
    expect((await call()('PUT', 'registration/step3', { referenceId, email: 'eve.later@example.org' })).statusCode).toBe(410);

    const after = await signIn(new TestBrowser(app(), 'localhost:8080'), 'alic', 'http://localhost:8080', account.email, demoPassword);
    const members = await app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${after.access_token}` } });
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json()['NON-TABLE-DATA']['MEM-ID']).toBe(someone.id);
  });

  it('answers 409 when the member belongs to another account, or the account already has another member (en/es)', async () => {
    const [first, second] = [await accountWithoutPolicy('ben'), await accountWithoutPolicy('cy')];
    const [someone, other] = [person(), person()];
    expect((await connect(await verifiedRegistration(someone), await bearerOf(first.id))).statusCode).toBe(200);

    const taken = await connect(await verifiedRegistration(someone), await bearerOf(second.id));
    expect([taken.statusCode, taken.json().message, taken.json().reason]).toEqual([409, 'This member is already connected to another account.', 'memberOfAnotherAccount']);
    const full = await connect(await verifiedRegistration(other), await bearerOf(first.id), 'es');
    expect([full.statusCode, full.json().message, full.json().reason]).toEqual([409, 'Su cuenta ya está conectada a un miembro.', 'accountHasAnotherMember']);
    expect(await db().query('SELECT id, member_id FROM accounts WHERE id IN ($1, $2) ORDER BY id', [first.id, second.id])).toEqual([
      { id: first.id, member_id: someone.id },
      { id: second.id, member_id: null },
    ]);
  });

  it('connects only a registration whose identity step succeeded: 404 before step 2, 410 unknown or of another brand', async () => {
    const account = await accountWithoutPolicy('dee');
    const bearer = await bearerOf(account.id);
    const unverified = await connect(await verifiedRegistration(person(), false), bearer);
    expect([unverified.statusCode, unverified.json().message]).toEqual([404, 'We could not find a verified member to connect. Please verify your identity again.']);
    expect((await connect('AAAAAAAAAAAAAAAAAAAAAA', bearer)).statusCode).toBe(410);

    const [rslPerson] = await registrants(db(), 'rsl');
    const rslCaller = call('rsl');
    const { referenceId } = (await rslCaller('POST', 'registration/step1', stepOneBody(rslPerson!))).json<{ referenceId: string }>();
    await rslCaller('POST', 'registration/step2/memberId', { referenceId, memberId: rslPerson!.id });
    expect((await connect(referenceId, bearer)).statusCode).toBe(410);
    expect(await db().query('SELECT member_id FROM accounts WHERE id = $1', [account.id])).toEqual([{ member_id: null }]);
  });

  it('needs a member account: 401 without a token, 403 for customer service', async () => {
    const referenceId = await verifiedRegistration(person());
    expect((await connect(referenceId)).statusCode).toBe(401);
    expect((await connect(referenceId, await bearerOf('demo-alic-csr', ['csr']))).statusCode).toBe(403);
  });
});
