// §2 /pretreatment-estimate "submit pretreatment estimate info".
import { submitPretreatmentEstimateRequest } from '@portal/contract';
import { callSamples } from '@portal/contract/samples';
import { beforeEach, expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, csrOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { addDays, isoDay } from '../../lib/plan-year.ts';

type Who = (typeof demo)[keyof typeof demo];

const { subsidiaryNumber: _s, policyNumber: _p, divisionNumber: _d, certificateNumber: _c, ...form } = callSamples.submitPretreatmentEstimateRequest.body;
const today = () => isoDay(new Date());
const key = 'c71e0a58-2d3f-4b96-8a1e-5f0b9d4c3e12';

describeApp('POST /api/:subsidiary/members/pretreatmentEstimate', (testApp) => {
  const bearer = bearerOf(testApp);
  const post = async (who: Who | undefined, body: object, headers: Record<string, string> = {}) =>
    testApp.app().inject({
      method: 'POST',
      url: `/api/${who?.partner ?? 'alic'}/members/pretreatmentEstimate`,
      headers: { ...(who ? { authorization: await bearer(who) } : {}), ...headers },
      payload: body,
    });
  const marias = (change: object = {}) => ({ ...demoSpdc.maria, ...form, plannedDate: today(), ...change });
  const stored = () =>
    testApp.db().query<Record<string, unknown>>(
      `SELECT request_id, member_id, partner, claimant_number, subsidiary_number, policy_number, division_number, certificate_number,
              dentist_name, dentist_phone, planned_treatment, to_char(planned_date, 'YYYY-MM-DD') AS planned_date, contact_phone, idempotency_key
         FROM pretreatment_estimate_requests ORDER BY submitted_at, request_id`,
    );

  beforeEach(async () => {
    await testApp.db().exec('DELETE FROM pretreatment_estimate_requests');
  });

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: submitPretreatmentEstimateRequest.method, url: submitPretreatmentEstimateRequest.path })).toBe(true);
  });

  it('stores the request for the patient on the member\'s dental line and answers SUCCESS with a reference', async () => {
    const response = await post(demo.maria, marias({ dentistName: '  Lakeside Family Dental ' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 'SUCCESS', requestId: expect.stringMatching(/^PTE-\d{4}-\d{6,}$/) });
    expect(await stored()).toEqual([
      {
        request_id: body.requestId, member_id: '900000001', partner: 'alic', claimant_number: 2, subsidiary_number: 10,
        policy_number: 120_000, division_number: 1, certificate_number: 9_000_001, dentist_name: 'Lakeside Family Dental',
        dentist_phone: '4025550163', planned_treatment: form.plannedTreatment, planned_date: today(), contact_phone: '4025550142',
        idempotency_key: null,
      },
    ]);
  });

  it('takes a request without the optional planned date and contact phone', async () => {
    const { plannedDate: _date, contactPhone: _phone, ...required } = marias();
    const response = await post(demo.maria, required);
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ planned_date: null, contact_phone: null })]);
  });

  it('makes one request of a double click: the same Idempotency-Key answers the first request id', async () => {
    const first = await post(demo.maria, marias(), { 'idempotency-key': key });
    const second = await post(demo.maria, marias({ plannedTreatment: 'Changed my mind about the words' }), { 'idempotency-key': key });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const [a, b] = await Promise.all([
      post(demo.maria, marias(), { 'idempotency-key': `${key}-2` }),
      post(demo.maria, marias(), { 'idempotency-key': `${key}-2` }),
    ]);
    expect(a.json().requestId).toBe(b.json().requestId);
    expect(await stored()).toHaveLength(2);
  });

  it('refuses the same key for another patient with 409, in English or Spanish, storing nothing new', async () => {
    await post(demo.maria, marias(), { 'idempotency-key': key });
    const other = await post(demo.maria, marias({ claimant: 1 }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This request was already sent for another patient or coverage. Please start a new request.');
    const spanish = await post(demo.maria, marias({ claimant: 1 }), { 'idempotency-key': key, 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.json().message).toBe('Esta solicitud ya se envió para otro paciente u otra cobertura. Inicie una solicitud nueva.');
    expect(await stored()).toHaveLength(1);
  });

  it('answers 400 to a malformed Idempotency-Key', async () => {
    expect((await post(demo.maria, marias(), { 'idempotency-key': 'short' })).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("answers 404 for another member's line or for a patient the member does not have, storing nothing and echoing nothing", async () => {
    const theirLine = await post(demo.peter, marias({ claimant: 1 }));
    expect(theirLine.statusCode).toBe(404);
    expect(theirLine.json().message).toBe('The selected coverage was not found for this member.');
    expect(theirLine.body).not.toContain('9000001');
    const noSuchPatient = await post(demo.maria, marias({ claimant: 42 }));
    expect(noSuchPatient.statusCode).toBe(404);
    expect(noSuchPatient.json().message).toBe('The patient was not found for this member.');
    expect(await stored()).toEqual([]);
  });

  it('answers 400 for a line without dental benefits and for an ended dental line', async () => {
    const vision = await post(demo.linda, { ...demoSpdc.lindaEndedVision, ...form, claimant: 1 });
    expect(vision.statusCode).toBe(400);
    expect(vision.json().message).toBe('A pretreatment estimate is for dental work. Please choose your dental plan.');
    const ended = await post(demo.peter, { ...demoSpdc.peterEnded, ...form, claimant: 1, plannedDate: today() });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toBe('This dental coverage has ended, so a pretreatment estimate cannot be requested for it.');
  });

  it('refuses a planned date in the past, allowing UTC\'s yesterday (the member\'s today in US time zones)', async () => {
    const past = await post(demo.maria, marias({ plannedDate: addDays(today(), -2) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The planned date cannot be in the past.');
    const spanish = await post(demo.maria, marias({ plannedDate: '2020-01-01' }), { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('La fecha planificada no puede estar en el pasado.');
    expect((await post(demo.maria, marias({ plannedDate: addDays(today(), -1) }))).statusCode).toBe(200);
    expect((await post(demo.maria, marias({ plannedDate: addDays(today(), 90) }))).statusCode).toBe(200);
  });

  it.each([
    ['a dentist name of spaces', { dentistName: '   ' }, "Please enter the dentist's name."],
    ['a planned treatment of spaces', { plannedTreatment: ' \n ' }, 'Please describe the planned treatment.'],
  ])('answers 400 for %s', async (_, change, message) => {
    const response = await post(demo.maria, marias(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['a masked phone', { dentistPhone: '(402) 555-0163' }, 'dentistPhone'],
    ['an empty dentist name', { dentistName: '' }, 'dentistName'],
    ['a treatment of 1001 characters', { plannedTreatment: 'x'.repeat(1001) }, 'plannedTreatment'],
    ['a date that is not ISO', { plannedDate: '05/14/2030' }, 'plannedDate'],
    ['a short contact phone', { contactPhone: '555' }, 'contactPhone'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const response = await post(demo.maria, marias(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^The body field "${field}" is not valid`));
    expect(await stored()).toEqual([]);
  });

  it('answers 401 without a token and 403 for a CSR without a member', async () => {
    expect((await post(undefined, marias())).statusCode).toBe(401);
    expect((await post(csrOf('alic') as Who, marias())).statusCode).toBe(403);
  });

  it('answers 403 when the partner turns dental claims off (§6)', async () => {
    await setFeature(testApp, 'alic', 'memberDentalFeatures.claims', false);
    try {
      const response = await post(demo.maria, marias());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Pretreatment estimate requests are not available. Please try again later.');
    } finally {
      await setFeature(testApp, 'alic', 'memberDentalFeatures.claims', true);
    }
  });
});
