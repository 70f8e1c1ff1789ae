// Adult dependents with their own account (migration 036): the dependent's
// token reaches only their own coverage, claims, EOBs, benefits usage and ID
// card; the policyholder does not see an adult dependent's claims until the
// dependent shares them, and sees them again hidden once they stop; minors
// stay as before; every sharing change and every read of shared claims is in
// both people's account activity. Registration's dependent path makes such
// an account for an adult and refuses a minor.
import type { AccessLogResponse, ClaimSharingResponse, ClaimsResponse, MembersResponse, MessagesResponse, PatientDetailsResponse } from '@portal/contract';
import { expect, it } from 'vitest';
import { actingCsrHeaders } from '../../../test/support/acting-token.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, demoSpdc } from '../../../test/support/demo-members.ts';
import { callerFrom, newestCodeTo } from '../../../test/support/registration/registration-helpers.ts';

const allOnOnePage = { ...demoSpdc.maria, pageSize: 100 };
const claimantsOf = (body: ClaimsResponse) => [...body['CLM-OUT'].map((row) => row.CLMT), ...body.claimTable.map((row) => row.claimant)];

describeApp('household: adult dependents with their own account', (testApp) => {
  const bearer = bearerOf(testApp);
  const call = async (authorization: string | Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.app().inject({
      method, url: `/api/alic/${url}`,
      headers: typeof authorization === 'string' ? { authorization } : authorization,
      ...(payload ? { payload } : {}),
    });
  const claimsOf = async (authorization: string) => {
    const response = await call(authorization, 'POST', 'members/claims', allOnOnePage);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ClaimsResponse>();
  };
  const share = (authorization: string, shared: boolean) => call(authorization, 'PUT', 'members/claimSharing', { shared });
  const activityOf = async (authorization: string) => (await call(authorization, 'GET', 'members/accessLog?limit=100')).json<AccessLogResponse>().entries;

  it("gives Ava's own account her name, her claims only, her usage only and none of the household's messages", async () => {
    const ava = await bearer(demo.ava);
    const members = (await call(ava, 'GET', 'members')).json<MembersResponse>();
    expect(members['NON-TABLE-DATA']).toMatchObject({ 'MEM-FIRST-NAME': 'Ava', 'MEM-LAST-NAME': 'McAllister', 'MEM-EMAIL': '', 'MEM-PHONE': '' });
    expect(members['OUT-TABLE'].length).toBeGreaterThan(0);

    const claimants = claimantsOf(await claimsOf(ava));
    expect(claimants.length).toBeGreaterThan(0);
    expect(new Set(claimants)).toEqual(new Set([4]));

    const patients = (await call(ava, 'POST', 'members/patientDetails', demoSpdc.maria)).json<PatientDetailsResponse>();
    expect(patients['PATIENT-TABLE'].map((row) => row.CLMT)).toEqual([4]);
    expect((await call(ava, 'POST', 'members/patientDetails/1', demoSpdc.maria)).statusCode).toBe(404);
    expect((await call(ava, 'POST', 'members/patientDetails/4', demoSpdc.maria)).statusCode).toBe(200);
    expect((await call(ava, 'GET', 'members/messages')).json<MessagesResponse>()).toMatchObject({ messages: [], unread: 0 });
  });

  it("refuses Ava's account the policyholder's claims and EOBs, and every call not scoped to her (403)", async () => {
    const maria = await bearer(demo.maria);
    const ava = await bearer(demo.ava);
    const mariasOwn = (await claimsOf(maria))['CLM-OUT'].find((row) => row.CLMT === 1 && row['EOB-OBJ-ID'] !== '')!;
    expect((await call(ava, 'POST', `members/claims/${mariasOwn['CLM-NO']}`, demoSpdc.maria)).statusCode).toBe(404);
    expect((await call(ava, 'POST', `members/eob/pdf/${mariasOwn['EOB-OBJ-ID']}`, demoSpdc.maria)).statusCode).toBe(404);
    expect((await call(ava, 'POST', 'members/claims/toothHistory', { ...demoSpdc.maria, claimant: 1 })).statusCode).toBe(404);
    // The policyholder's choices and the household's data in bulk stay the policyholder's.
    expect((await call(ava, 'POST', 'members/edelivery', { ...demoSpdc.maria, action: 'optOut' })).statusCode).toBe(403);
    expect((await call(ava, 'GET', 'members/dataExport')).statusCode).toBe(403);
    expect((await call(ava, 'GET', 'members/contacts')).statusCode).toBe(200);
  });

  it("keeps Ava's claims and usage from Maria until Ava shares them, at once both ways; Lily's (a minor) always show", async () => {
    const maria = await bearer(demo.maria);
    const ava = await bearer(demo.ava);
    const avasClaim = (await claimsOf(ava))['CLM-OUT'][0]!;

    const before = claimantsOf(await claimsOf(maria));
    expect(before).toContain(3);
    expect(before).not.toContain(4);
    expect((await call(maria, 'POST', `members/claims/${avasClaim['CLM-NO']}`, demoSpdc.maria)).statusCode).toBe(404);
    expect((await call(maria, 'POST', `members/eob/pdf/${avasClaim['EOB-OBJ-ID']}`, demoSpdc.maria)).statusCode).toBe(404);
    expect((await call(maria, 'POST', 'members/patientDetails/4', demoSpdc.maria)).statusCode).toBe(404);
    expect((await call(maria, 'GET', 'members/claimSharing')).json<ClaimSharingResponse>()).toEqual({
      status: 'SUCCESS', role: 'policyholder', dependents: [{ claimant: 4, firstName: 'Ava', shared: false }],
    });

    const shared = await share(ava, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<ClaimSharingResponse>()).toEqual({ status: 'SUCCESS', role: 'dependent', policyholderFirstName: 'Maria', shared: true });
    expect(claimantsOf(await claimsOf(maria))).toContain(4);
    expect((await call(maria, 'POST', `members/claims/${avasClaim['CLM-NO']}`, demoSpdc.maria)).statusCode).toBe(200);
    expect((await call(maria, 'POST', 'members/patientDetails/4', demoSpdc.maria)).statusCode).toBe(200);
    expect((await call(maria, 'GET', 'members/claimSharing')).json<ClaimSharingResponse>()).toMatchObject({
      dependents: [{ claimant: 4, firstName: 'Ava', shared: true }],
    });

    expect((await share(ava, false)).statusCode).toBe(200);
    expect(claimantsOf(await claimsOf(maria))).not.toContain(4);
    expect((await call(maria, 'POST', `members/claims/${avasClaim['CLM-NO']}`, demoSpdc.maria)).statusCode).toBe(404);
  });

  it('lets only the dependent change the choice: not the policyholder, not customer service acting for either', async () => {
    expect((await share(await bearer(demo.maria), true)).statusCode).toBe(403);
    const acting = await actingCsrHeaders(testApp.db(), testApp.config(), {
      csrSubject: 'demo-alic-csr', csrEmail: 'alic.csr@example.com', memberId: demo.maria.memberId, visitId: 'household-visit',
    });
    expect((await call(acting, 'PUT', 'members/claimSharing', { shared: true })).statusCode).toBe(403);
    const [row] = await testApp.db().query<{ shared: boolean }>(
      "SELECT claims_shared AS shared FROM dependent_accounts WHERE account_id = 'demo-alic-dependent'",
    );
    expect(row!.shared).toBe(false);
  });

  it("lists each sharing change and each read of the shared claims in both people's account activity, and nothing else of the other's", async () => {
    const maria = await bearer(demo.maria);
    const ava = await bearer(demo.ava);
    expect((await share(ava, true)).statusCode).toBe(200);
    await claimsOf(maria);
    expect((await share(ava, false)).statusCode).toBe(200);
    // Reads of what is not shared are no reads of shared claims.
    await claimsOf(maria);

    const marias = await activityOf(maria);
    const household = (entries: AccessLogResponse['entries']) =>
      entries.filter((entry) => entry.kind === 'claimSharingChanged' || entry.kind === 'sharedClaimsViewed');
    expect(household(marias).slice(0, 3)).toEqual([
      expect.objectContaining({ kind: 'claimSharingChanged', shared: false, actor: { kind: 'household', name: 'Ava' } }),
      expect.objectContaining({ kind: 'sharedClaimsViewed', actor: { kind: 'member' }, personName: 'Ava' }),
      expect.objectContaining({ kind: 'claimSharingChanged', shared: true, actor: { kind: 'household', name: 'Ava' } }),
    ]);
    const avas = await activityOf(ava);
    expect(household(avas).slice(0, 3)).toEqual([
      expect.objectContaining({ kind: 'claimSharingChanged', shared: false, actor: { kind: 'member' }, personName: 'Maria' }),
      expect.objectContaining({ kind: 'sharedClaimsViewed', actor: { kind: 'household', name: 'Maria' } }),
      expect.objectContaining({ kind: 'claimSharingChanged', shared: true, actor: { kind: 'member' }, personName: 'Maria' }),
    ]);
    // Each one's own sign-ins and customer-service visits are theirs alone.
    const marasIds = new Set(marias.filter((entry) => !household([entry]).length).map((entry) => entry.id));
    expect(avas.filter((entry) => marasIds.has(entry.id))).toEqual([]);
  });

  it("registers an adult dependent (Claire, on Peter's policy) on the dependent path into an account of her own; refuses Lily (11)", async () => {
    const caller = callerFrom(testApp.app, '10.77.0.1');
    const claire = { firstName: 'Claire', lastName: "O'Neill", dateOfBirth: '1973-04-03T00:00:00.000Z', zipCode: '50309', subsidiary: 'alic' };
    // On the member path she is nobody's member.
    expect((await caller('POST', 'registration/step1', claire)).statusCode).toBe(404);
    const found = await caller('POST', 'registration/step1', { ...claire, registrant: 'dependent' });
    expect(found.statusCode, found.body).toBe(200);
    const { referenceId, emailAvailable } = found.json<{ referenceId: string; emailAvailable: boolean }>();
    expect(emailAvailable).toBe(false);
    // Step 2 as a member proves it: the member ID on the card (Peter's SSN is no proof of Claire).
    expect((await caller('POST', 'registration/step2/memberId', { referenceId, ssn: '900-00-0002' })).json()).toMatchObject({ valid: false });
    expect((await caller('POST', 'registration/step2/memberId', { referenceId, memberId: demo.peter.memberId })).json()).toMatchObject({ valid: true });
    const email = 'claire.oneill@example.com';
    expect((await caller('PUT', 'registration/step3', { referenceId, email })).statusCode).toBe(200);
    const otp = await newestCodeTo(testApp.app, email);
    expect((await caller('POST', 'registration/step3/otpValidate', { referenceId, otp })).json()).toMatchObject({ data: true });
    const created = await caller('POST', 'registration/step5', { referenceId, password: 'Quiet-Harbor-Lantern-2026' });
    expect(created.statusCode, created.body).toBe(200);
    const [account] = await testApp.db().query<{ memberId: string | null; dependentOf: string; claimant: number }>(
      `SELECT a.member_id AS "memberId", d.member_id AS "dependentOf", d.claimant_number AS claimant
         FROM accounts a JOIN dependent_accounts d ON d.account_id = a.id WHERE a.email = $1`,
      [email],
    );
    expect(account).toEqual({ memberId: null, dependentOf: demo.peter.memberId, claimant: 2 });
    // A second registration of Claire: §8 'Unable to register, contact customer service'.
    const again = await caller('POST', 'registration/step1', { ...claire, registrant: 'dependent' });
    const second = again.json<{ referenceId: string }>().referenceId;
    await caller('POST', 'registration/step2/memberId', { referenceId: second, memberId: demo.peter.memberId });
    await caller('PUT', 'registration/step3', { referenceId: second, email: 'claire.two@example.com' });
    const otp2 = await newestCodeTo(testApp.app, 'claire.two@example.com');
    await caller('POST', 'registration/step3/otpValidate', { referenceId: second, otp: otp2 });
    const twice = await caller('POST', 'registration/step5', { referenceId: second, password: 'Quiet-Harbor-Lantern-2026' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Unable to register, contact customer service' });

    const lily = { firstName: 'Lily', lastName: 'McAllister', dateOfBirth: '2015-06-21T00:00:00.000Z', zipCode: '68102', subsidiary: 'alic', registrant: 'dependent' };
    const minor = await caller('POST', 'registration/step1', lily);
    expect(minor.statusCode).toBe(403);
    expect(minor.json()).toMatchObject({ message: "Dependents under 18 can't have their own account yet." });
  });
});
