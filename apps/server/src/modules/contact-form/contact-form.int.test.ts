import { callSamples } from '@portal/contract/samples';
import { submitContactForm } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { contactFormMessages } from './service.ts';

const { subsidiaryNumber: _s, policyNumber: _p, divisionNumber: _d, certificateNumber: _c, ...form } = callSamples.submitContactForm.body;

describeApp('POST /api/:subsidiary/members/contactForm', (testApp) => {
  const bearer = bearerOf(testApp);
  const post = async (who: (typeof demo)[keyof typeof demo] | undefined, body: unknown) =>
    testApp.app().inject({
      method: 'POST',
      url: `/api/${who?.partner ?? 'alic'}/members/contactForm`,
      headers: who ? { authorization: await bearer(who) } : {},
      payload: body as object,
    });

  const claimNumberOf = async (memberId: string) =>
    (await testApp.db().query<{ claimNumber: string }>(
      'SELECT claim_number AS "claimNumber" FROM claims WHERE member_id = $1 ORDER BY id LIMIT 1',
      [memberId],
    ))[0]!.claimNumber;

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: submitContactForm.method, url: submitContactForm.path })).toBe(true);
  });

  it('stores the message (§3 fields) and answers status 200 with a reference (§7)', async () => {
    const claimNumber = await claimNumberOf(demo.maria.memberId);
    const response = await post(demo.maria, { ...demoSpdc.maria, ...form, claimNumber });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 200, referenceNumber: expect.stringMatching(/^CF-\d{4}-\d{6}$/) });
    const [stored] = await testApp.db().query(
      `SELECT member_id, subsidiary_number, certificate_number, subject, phone, claim_number, comments
         FROM contact_form_submissions WHERE reference_number = $1`,
      [body.referenceNumber],
    );
    expect(stored).toEqual({
      member_id: '900000001', subsidiary_number: 10, certificate_number: 9_000_001, subject: 'claimQuestion',
      phone: '4025550142', claim_number: claimNumber, comments: form.comments,
    });
  });

  it('gives every message its own reference, and takes one without a claim number', async () => {
    const { claimNumber: _claim, ...withoutClaim } = form;
    const first = await post(demo.grace, { ...demoSpdc.grace, ...withoutClaim, subject: 'addressChange' });
    const second = await post(demo.grace, { ...demoSpdc.grace, ...withoutClaim, subject: 'websiteHelp' });
    expect(first.statusCode).toBe(200);
    expect(first.json().referenceNumber).not.toBe(second.json().referenceNumber);
  });

  it.each([
    ['an unknown subject', { subject: 'complaint' }, 'subject'],
    ['a phone with its mask', { phone: '(402) 555-0142' }, 'phone'],
    ['empty comments', { comments: '' }, 'comments'],
    ['a claim number with spaces', { claimNumber: '2502 0400981' }, 'claimNumber'],
  ])('answers 400 with a clear message for %s', async (_, change, field) => {
    const response = await post(demo.maria, { ...demoSpdc.maria, ...form, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^The body field "${field}" is not valid`));
  });

  it('answers 400 for comments of spaces only', async () => {
    const response = await post(demo.maria, { ...demoSpdc.maria, ...form, comments: '  \n ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(contactFormMessages.blankComments);
  });

  it("answers 404 for another member's SPDC and stores nothing", async () => {
    const response = await post(demo.maria, { ...demoSpdc.peterActive, ...form });
    expect(response.statusCode).toBe(404);
    const [row] = await testApp.db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_form_submissions WHERE certificate_number = $1',
      [demoSpdc.peterActive.certificateNumber],
    );
    expect(row!.n).toBe(0);
  });

  it("answers 404 for another member's claim number and stores nothing", async () => {
    const petersClaim = await claimNumberOf(demo.peter.memberId);
    const response = await post(demo.maria, { ...demoSpdc.maria, ...form, claimNumber: petersClaim });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(contactFormMessages.unknownClaim);
    const [row] = await testApp.db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_form_submissions WHERE claim_number = $1',
      [petersClaim],
    );
    expect(row!.n).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect((await post(undefined, { ...demoSpdc.maria, ...form })).statusCode).toBe(401);
  });

  it('answers 403 when the partner turns Contact Us off (§3 memberContact)', async () => {
    await setFeature(testApp, 'alic', 'memberContact', false);
    try {
      const response = await post(demo.maria, { ...demoSpdc.maria, ...form });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(contactFormMessages.unavailable);
    } finally {
      await setFeature(testApp, 'alic', 'memberContact', true);
    }
  });
});
