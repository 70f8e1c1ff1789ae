// The registration calls (§4 steps 1–5) as a site makes
// them: people are found by name, date of birth and ZIP; they prove who they
// are; codes go to the email and phone they choose and are read from the
// development outbox; the account step 5 creates signs in. No step can be
// skipped, wrong answers and codes are counted, and two registrations of one
// person make one account.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { seedSyntheticMembers } from '../../db/seed/seed.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { signIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { callerFrom, newestCodeTo, registrants, stepOneBody, wrongCode, type Caller, type Registrant } from '../../../test/support/registration/registration-helpers.ts';
import { referenceHashOf } from './reference-id.ts';
import { syntheticSsnOf } from '../../lib/ssn-digest.ts';

const password = 'Harbor-Lantern-47-Quietly';
const unknownReference = 'AAAAAAAAAAAAAAAAAAAAAA';

describeApp('registration steps 1–5', ({ app, db }) => {
  let addresses = 0;
  /** A caller from a client address no other test uses. */
  const newCaller = (partner: Registrant['partner'] = 'alic') => callerFrom(app, `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`, partner);
  let people: Registrant[] = [];
  beforeAll(async () => {
    // More people than the app's 20 synthetic members, so every test registers someone of its own.
    await seedSyntheticMembers(db(), { count: 60 });
    people = await registrants(db(), 'alic');
  });
  /** A seeded alic person without an account that no other test has used. */
  function person(): Registrant {
    const next = people.shift();
    if (!next) throw new Error('No seeded alic person without an account is left for this test');
    return next;
  }

  async function stepOne(call: Caller, someone: Registrant): Promise<string> {
    const found = await call('POST', 'registration/step1', stepOneBody(someone));
    expect(found.statusCode, found.body).toBe(200);
    return found.json<{ referenceId: string }>().referenceId;
  }

  async function throughStepTwo(call: Caller, someone: Registrant): Promise<string> {
    const referenceId = await stepOne(call, someone);
    const checked = await call('POST', 'registration/step2/memberId', { referenceId, memberId: someone.id });
    expect(checked.json()).toEqual({ status: 'SUCCESS', valid: true });
    return referenceId;
  }

  async function throughStepThree(call: Caller, someone: Registrant, email: string): Promise<string> {
    const referenceId = await throughStepTwo(call, someone);
    expect((await call('PUT', 'registration/step3', { referenceId, email })).statusCode).toBe(200);
    const otp = await newestCodeTo(app, email.toLowerCase());
    expect((await call('POST', 'registration/step3/otpValidate', { referenceId, otp })).json()).toEqual({ status: 'SUCCESS', data: true });
    return referenceId;
  }

  describe('step 1: find you', () => {
    it('finds a member whatever the case and accents of the names, and keeps only a hash of the referenceId', async () => {
      const call = newCaller();
      const someone = person();
      const found = await call('POST', 'registration/step1', {
        ...stepOneBody(someone),
        firstName: someone.firstName.toUpperCase(),
        lastName: ` ${someone.lastName.toLowerCase()}`.trim(),
      });
      expect(found.statusCode, found.body).toBe(200);
      const answer = found.json<{ status: string; referenceId: string; emailAvailable: boolean; subsidiary: string }>();
      expect(answer).toEqual({ status: 'SUCCESS', referenceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), emailAvailable: true, subsidiary: 'alic' });
      const stored = await db().query<{ reference_hash: string; member_id: string }>('SELECT reference_hash, member_id FROM registrations');
      expect(stored).toContainEqual({ reference_hash: referenceHashOf(answer.referenceId), member_id: someone.id });
      expect(JSON.stringify(stored)).not.toContain(answer.referenceId);
    });

    it("answers 404 'Unable to find member' (en/es) for a wrong name, date of birth, ZIP or partner, never saying which", async () => {
      const call = newCaller();
      const someone = person();
      const body = stepOneBody(someone);
      const wrongs = [
        { ...body, firstName: `${someone.firstName}x` },
        { ...body, lastName: 'Nobody' },
        { ...body, dateOfBirth: '1901-01-01T00:00:00.000Z' },
        { ...body, zipCode: someone.zipCode === '00000' ? '00001' : '00000' },
      ];
      const answers = await Promise.all(wrongs.map((wrong) => call('POST', 'registration/step1', wrong)));
      for (const answer of answers) expect([answer.statusCode, answer.json().message]).toEqual([404, 'Unable to find member']);
      const spanish = await call('POST', 'registration/step1', wrongs[0], { language: 'es' });
      expect(spanish.json().message).toBe('No se puede encontrar al miembro');
      // The alic member is not found through another brand.
      const rsl = await newCaller('rsl')('POST', 'registration/step1', { ...body, subsidiary: 'rsl' });
      expect([rsl.statusCode, rsl.json().message]).toEqual([404, 'Unable to find member']);
    });

    it('refuses a date that does not exist and a partner other than the path’s, with 400', async () => {
      const call = newCaller();
      const body = stepOneBody(person());
      const february30 = await call('POST', 'registration/step1', { ...body, dateOfBirth: '1990-02-30T00:00:00.000Z' });
      expect([february30.statusCode, february30.json().message]).toEqual([400, 'Please choose a valid date.']);
      const otherPartner = await call('POST', 'registration/step1', { ...body, subsidiary: 'rsl' });
      expect([otherPartner.statusCode, otherPartner.json().message]).toEqual([400, 'Please enter a valid subsidiary number for ALIC.']);
      // §5: each brand's own subsidiary message, standard's in Spanish too.
      const onStandard = await newCaller('standard')('POST', 'registration/step1', { ...body, subsidiary: 'alic' }, { language: 'es' });
      expect([onStandard.statusCode, onStandard.json().message]).toEqual([400, 'Ingrese un número de subsidiaria válido para Standard.']);
      expect((await call('POST', 'registration/step1', { ...body, zipCode: '6810' })).statusCode).toBe(400);
    });
  });

  describe('a registration is held by the server', () => {
    it('answers 409 "Complete the previous step first." for a step whose previous one is not done', async () => {
      const call = newCaller();
      const referenceId = await stepOne(call, person());
      const skips = [
        call('PUT', 'registration/step3', { referenceId, email: 'skipper@example.com' }),
        call('POST', 'registration/step3/otpValidate', { referenceId, otp: '123456' }),
        call('PUT', 'registration/step4', { referenceId, phoneNumber: '4025550100', channel: 'text' }),
        call('POST', 'registration/step4/otpValidate', { referenceId, factorId: 'phf_x', otp: '123456' }),
        call('POST', 'registration/step5', { referenceId, password }),
      ];
      for (const answer of await Promise.all(skips)) {
        expect([answer.statusCode, answer.json().message, answer.json().reason]).toEqual([409, 'Complete the previous step first.', 'previousStepFirst']);
      }
      const spanish = await call('POST', 'registration/step5', { referenceId, password }, { language: 'es' });
      expect(spanish.json().message).toBe('Primero complete el paso anterior.');
      expect(await db().query('SELECT 1 FROM accounts WHERE email = $1', ['skipper@example.com'])).toEqual([]);
    });

    it('answers 410 for an unknown referenceId, and for one that expired 30 minutes after its last step', async () => {
      const call = newCaller();
      const steps = [
        call('POST', 'registration/step2/claimNumber', { referenceId: unknownReference, claimNumber: 'X1', sourceCode: 'A' }),
        call('POST', 'registration/step2/otpRequest', { referenceId: unknownReference }),
        call('PUT', 'registration/step2', { referenceId: unknownReference, otp: '123456' }),
        call('POST', 'registration/step2/memberId', { referenceId: unknownReference, memberId: '123456789' }),
        call('PUT', 'registration/step3', { referenceId: unknownReference, email: 'x@example.com' }),
        call('POST', 'registration/step5', { referenceId: unknownReference, password }),
      ];
      for (const answer of await Promise.all(steps)) expect(answer.statusCode).toBe(410);

      const someone = person();
      const referenceId = await throughStepTwo(call, someone);
      const [{ expires }] = (await db().query<{ expires: boolean }>(
        `SELECT expires_at BETWEEN now() + interval '29 minutes' AND now() + interval '31 minutes' AS expires FROM registrations WHERE reference_hash = $1`,
        [referenceHashOf(referenceId)],
      )) as [{ expires: boolean }];
      expect(expires).toBe(true);
      await db().query(`UPDATE registrations SET expires_at = now() - interval '1 second' WHERE reference_hash = $1`, [referenceHashOf(referenceId)]);
      const late = await call('PUT', 'registration/step3', { referenceId, email: 'late@example.com' });
      expect([late.statusCode, late.json().message]).toEqual([410, 'Your registration has expired. Please start again.']);
    });

    it('does not take a registration of one brand on another', async () => {
      const referenceId = await stepOne(newCaller(), person());
      const elsewhere = await newCaller('rsl')('POST', 'registration/step2/memberId', { referenceId, memberId: '123456789' });
      expect(elsewhere.statusCode).toBe(410);
    });
  });

  describe('step 2: connect your account', () => {
    it('verifies by a claim number and source code of one of the member’s claims (source code in any case)', async () => {
      const call = newCaller();
      const [someone, other] = [person(), person()];
      const referenceId = await stepOne(call, someone);
      const ask = (claimNumber: string, sourceCode: string) => call('POST', 'registration/step2/claimNumber', { referenceId, claimNumber, sourceCode });
      expect((await ask(other.claimNumber, other.sourceCode)).json()).toEqual({ status: 'SUCCESS', valid: false });
      expect((await ask(someone.claimNumber, 'ZZ')).json()).toEqual({ status: 'SUCCESS', valid: false });
      expect((await ask(someone.claimNumber, someone.sourceCode.toLowerCase())).json()).toEqual({ status: 'SUCCESS', valid: true });
      expect((await call('PUT', 'registration/step3', { referenceId, email: `claim.${someone.id}@example.org` })).statusCode).toBe(200);
    });

    it('verifies by member ID or by SSN, the SSN kept only as a digest', async () => {
      const call = newCaller();
      const someone = person();
      const first = await stepOne(call, someone);
      expect((await call('POST', 'registration/step2/memberId', { referenceId: first, memberId: '123456789' })).json().valid).toBe(false);
      expect((await call('POST', 'registration/step2/memberId', { referenceId: first, memberId: someone.id })).json().valid).toBe(true);

      const second = await stepOne(call, someone);
      const ssn = syntheticSsnOf(someone.id);
      expect((await call('POST', 'registration/step2/memberId', { referenceId: second, ssn: '900-00-0000' })).json().valid).toBe(false);
      expect((await call('POST', 'registration/step2/memberId', { referenceId: second, ssn })).json().valid).toBe(true);
      const stored = await db().query('SELECT * FROM member_ssn_digests WHERE member_id = $1', [someone.id]);
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(ssn);
      expect(JSON.stringify(stored)).not.toContain(ssn.replaceAll('-', ''));
      expect((await call('POST', 'registration/step2/memberId', { referenceId: second, memberId: someone.id, ssn })).statusCode).toBe(400);
    });

    it('verifies by a code sent to the email on file (masked in the answer); a wrong code says so', async () => {
      const call = newCaller();
      const someone = person();
      const referenceId = await stepOne(call, someone);
      const sent = await call('POST', 'registration/step2/otpRequest', { referenceId });
      expect(sent.json()).toEqual({ status: 'SUCCESS', sentTo: `${someone.email[0]}•••${someone.email.slice(someone.email.indexOf('@'))}` });
      const otp = await newestCodeTo(app, someone.email);
      expect(otp).toMatch(/^\d{6}$/);
      expect((await call('PUT', 'registration/step2', { referenceId, otp: wrongCode(otp) })).json()).toEqual({ status: 'SUCCESS', data: false, reason: 'incorrect' });
      expect((await call('PUT', 'registration/step2', { referenceId, otp })).json()).toEqual({ status: 'SUCCESS', data: true });
      // Used up: the same code does not verify twice.
      expect((await call('PUT', 'registration/step2', { referenceId, otp })).json().data).toBe(false);
      expect((await call('PUT', 'registration/step3', { referenceId, email: `code.${someone.id}@example.org` })).statusCode).toBe(200);
    });

    it('answers an expired code with reason expired', async () => {
      const call = newCaller();
      const someone = person();
      const referenceId = await stepOne(call, someone);
      await call('POST', 'registration/step2/otpRequest', { referenceId });
      const otp = await newestCodeTo(app, someone.email);
      await db().query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE subject = $1`, [`registration:${referenceHashOf(referenceId)}`]);
      expect((await call('PUT', 'registration/step2', { referenceId, otp })).json()).toEqual({ status: 'SUCCESS', data: false, reason: 'expired' });
    });

    it('answers 400 when there is no email on file to send a code to', async () => {
      const call = newCaller();
      const someone = person();
      await db().query(`UPDATE members SET email = '' WHERE id = $1`, [someone.id]);
      try {
        const found = await call('POST', 'registration/step1', stepOneBody(someone));
        expect(found.json().emailAvailable).toBe(false);
        const sent = await call('POST', 'registration/step2/otpRequest', { referenceId: found.json().referenceId });
        expect(sent.statusCode).toBe(400);
      } finally {
        await db().query('UPDATE members SET email = $2 WHERE id = $1', [someone.id, someone.email]);
      }
    });

    it('refuses the 6th try after 5 wrong answers (429 with Retry-After), and the registration is over (410)', async () => {
      const call = newCaller();
      const someone = person();
      const referenceId = await stepOne(call, someone);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await call('POST', 'registration/step2/memberId', { referenceId, memberId: '999999999' });
        expect([attempt, wrong.statusCode, wrong.json().valid]).toEqual([attempt, 200, false]);
      }
      const sixth = await call('POST', 'registration/step2/memberId', { referenceId, memberId: someone.id });
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Even once the slow-down is over, the 5th wrong answer ended the registration.
      await db().query('DELETE FROM throttle_failures');
      const later = await call('POST', 'registration/step2/memberId', { referenceId, memberId: someone.id });
      expect(later.statusCode).toBe(410);
    });

    it('voids a code after 5 wrong tries and refuses the 6th try', async () => {
      const call = newCaller();
      const someone = person();
      const referenceId = await stepOne(call, someone);
      await call('POST', 'registration/step2/otpRequest', { referenceId });
      const otp = await newestCodeTo(app, someone.email);
      const reasons: string[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        reasons.push((await call('PUT', 'registration/step2', { referenceId, otp: wrongCode(otp) })).json().reason);
      }
      expect(reasons).toEqual(['incorrect', 'incorrect', 'incorrect', 'incorrect', 'tooManyTries']);
      const sixth = await call('PUT', 'registration/step2', { referenceId, otp });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      await db().query('DELETE FROM throttle_failures');
      expect((await call('PUT', 'registration/step2', { referenceId, otp })).json()).toEqual({ status: 'SUCCESS', data: false, reason: 'tooManyTries' });
    });

    it('caps resending: the 6th code within the hour is refused with 429 and Retry-After (en/es)', async () => {
      const call = newCaller();
      const someone = person();
      const referenceId = await stepOne(call, someone);
      for (let send = 1; send <= 5; send += 1) {
        expect((await call('POST', 'registration/step2/otpRequest', { referenceId })).statusCode, `send ${send}`).toBe(200);
      }
      const sixth = await call('POST', 'registration/step2/otpRequest', { referenceId }, { language: 'es' });
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(sixth.json().message).toMatch(/intent/i);
    });
  });

  describe('step 3: email', () => {
    it('answers 409 for an email that already has an account with the brand, whatever its case', async () => {
      const call = newCaller();
      const referenceId = await throughStepTwo(call, person());
      const taken = await call('PUT', 'registration/step3', { referenceId, email: 'ALIC.Member@example.com' });
      expect([taken.statusCode, taken.json().message, taken.json().reason]).toEqual([409, 'An account with this email address already exists. Please sign in.', 'emailExists']);
      // Another brand's account does not count.
      expect((await call('PUT', 'registration/step3', { referenceId, email: 'rsl.member@example.com' })).statusCode).toBe(200);
    });

    it('takes only the code of the email chosen last', async () => {
      const call = newCaller();
      const referenceId = await throughStepTwo(call, person());
      await call('PUT', 'registration/step3', { referenceId, email: 'first.choice@example.org' });
      const first = await newestCodeTo(app, 'first.choice@example.org');
      await call('PUT', 'registration/step3', { referenceId, email: 'second.choice@example.org' });
      expect((await call('POST', 'registration/step3/otpValidate', { referenceId, otp: first })).json().data).toBe(false);
      const second = await newestCodeTo(app, 'second.choice@example.org');
      expect((await call('POST', 'registration/step3/otpValidate', { referenceId, otp: second })).json().data).toBe(true);
    });
  });

  describe('steps 4 and 5', () => {
    it('walks steps 1–5 with a voice-code phone, then the new account signs in', async () => {
      const call = newCaller();
      const someone = person();
      const email = `Walk.${someone.id}@Example.org`;
      const referenceId = await throughStepThree(call, someone, email);

      const phone = await call('PUT', 'registration/step4', { referenceId, phoneNumber: '4025550166', channel: 'voice' });
      expect(phone.statusCode, phone.body).toBe(200);
      const { factorId } = phone.json<{ factorId: string }>();
      const voiceCode = await newestCodeTo(app, '4025550166');
      expect(voiceCode).toMatch(/^\d{5}$/);
      expect((await call('POST', 'registration/step4/otpValidate', { referenceId, factorId: 'phf_other', otp: voiceCode })).statusCode).toBe(409);
      expect((await call('POST', 'registration/step4/otpValidate', { referenceId, factorId, otp: voiceCode })).json()).toEqual({ status: 'SUCCESS', data: true });

      const created = await call('POST', 'registration/step5', { referenceId, password, confirmPassword: password });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toEqual({ status: 'SUCCESS', data: { userId: email.toLowerCase() } });
      const [account] = await db().query<{ roles: string[]; member_id: string; password_hash: string }>(
        'SELECT roles, member_id, password_hash FROM accounts WHERE partner = $1 AND email = $2', ['alic', email.toLowerCase()],
      );
      expect(account).toMatchObject({ roles: ['member'], member_id: someone.id });
      expect(account!.password_hash).not.toContain(password);

      // A finished registration is over.
      expect((await call('POST', 'registration/step5', { referenceId, password })).statusCode).toBe(410);

      const tokens = await signIn(new TestBrowser(app(), 'localhost:8080'), 'alic', 'http://localhost:8080', email, password);
      const members = await app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(members.statusCode, members.body).toBe(200);
      expect(members.json()['NON-TABLE-DATA']['MEM-ID']).toBe(someone.id);
    });

    it('answers 406 with every broken password rule, in the caller’s language, and creates nothing', async () => {
      const call = newCaller();
      const someone = person();
      const referenceId = await throughStepThree(call, someone, `policy.${someone.id}@example.org`);
      const short = await call('POST', 'registration/step5', { referenceId, password: 'Short-1a' });
      expect(short.statusCode).toBe(406);
      expect(short.json()).toMatchObject({ statusCode: 406, message: 'Your password does not meet the requirements.' });
      expect(short.json().errors.map((e: { rule: string }) => e.rule)).toEqual(['minLength']);

      const named = await call('POST', 'registration/step5', { referenceId, password: `${someone.lastName}-Harbor-47-Lantern`, confirmPassword: 'different' }, { language: 'es' });
      expect(named.statusCode).toBe(406);
      expect(named.json().message).toBe('Su contraseña no cumple con los requisitos.');
      expect(named.json().errors.map((e: { rule: string }) => e.rule)).toEqual(expect.arrayContaining(['personalInfo', 'confirmation']));
      expect(named.json().errors.find((e: { rule: string }) => e.rule === 'confirmation').summary).toBe('Las contraseñas no coinciden.');
      expect(await db().query('SELECT 1 FROM accounts WHERE member_id = $1', [someone.id])).toEqual([]);
      expect((await call('POST', 'registration/step5', { referenceId, password })).statusCode).toBe(200);
    });

    it('creates one account when two registrations of one person reach step 5 at once', async () => {
      const someone = person();
      const [callA, callB] = [newCaller(), newCaller()];
      const [a, b] = await Promise.all([
        throughStepThree(callA, someone, `twin.a.${someone.id}@example.org`),
        throughStepThree(callB, someone, `twin.b.${someone.id}@example.org`),
      ]);
      const answers = await Promise.all([
        callA('POST', 'registration/step5', { referenceId: a, password }),
        callB('POST', 'registration/step5', { referenceId: b, password }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().message).toBe('Unable to register, contact customer service');
      expect(await db().query('SELECT id FROM accounts WHERE member_id = $1', [someone.id])).toHaveLength(1);
    });

    it('lets the database itself refuse a second account of one member (what settles a race between server copies)', async () => {
      const someone = person();
      const insert = (id: string) =>
        db().query(`INSERT INTO accounts (id, partner, email, password_hash, roles, member_id) VALUES ($1, 'alic', $2, 'x', ARRAY['member'], $3)`, [
          id, `${id}@example.org`, someone.id,
        ]);
      await insert(`one-${someone.id}`);
      await expect(insert(`two-${someone.id}`)).rejects.toThrow();
      expect(await db().query('SELECT id FROM accounts WHERE member_id = $1', [someone.id])).toHaveLength(1);
    });

    it('answers 409 at step 5 for a member who registered meanwhile', async () => {
      const someone = person();
      const call = newCaller();
      const first = await throughStepThree(call, someone, `first.${someone.id}@example.org`);
      const second = await throughStepThree(call, someone, `second.${someone.id}@example.org`);
      expect((await call('POST', 'registration/step5', { referenceId: first, password })).statusCode).toBe(200);
      const again = await call('POST', 'registration/step5', { referenceId: second, password }, { language: 'es' });
      expect([again.statusCode, again.json().message, again.json().reason]).toEqual([
        409, 'No podemos registrar su cuenta, comuníquese con el servicio de atención al cliente.', 'memberHasAccount',
      ]);
    });
  });

  it('keeps a dependent’s email (lower-case) for the thank-you page', async () => {
    const call = newCaller();
    const answer = await call('PUT', 'registration/submitDependentEmail', { newEmail: 'Lily.Dependent@Example.com', firstName: 'Lily' });
    expect(answer.json()).toEqual({ status: 'SUCCESS' });
    expect(await db().query('SELECT email, first_name, last_name FROM dependent_email_requests')).toContainEqual({
      email: 'lily.dependent@example.com', first_name: 'Lily', last_name: '',
    });
    expect((await call('PUT', 'registration/submitDependentEmail', { newEmail: 'not an email' })).statusCode).toBe(400);
  });

  it('keeps the demo accounts signing in (the unique member index left them alone)', async () => {
    const tokens = await signIn(new TestBrowser(app(), 'localhost:8080'), 'alic', 'http://localhost:8080', 'alic.member@example.com', demoPassword);
    expect(tokens.access_token).toBeTruthy();
  });
});
