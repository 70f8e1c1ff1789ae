import { expect, it } from 'vitest';
import { getClaimDetail, getClaims, getEobPdf, type ClaimsResponse, type DentalClaimRow } from '@portal/contract';
import { claimDateRange, claimDateFilters } from '@portal/core';
import { describeApp } from '../../../test/app-testing.ts';
import { claimsCalls, james, maria, mariaSpdc, peter, peterActiveSpdc, peterEndedSpdc } from '../../../test/support/claims/claims-calls.ts';
import { changeSharedAnswers } from '../../../test/support/shared-answers-change.ts';

const dentalNumbers = (body: ClaimsResponse) => body['CLM-OUT'].map((row) => row['CLM-NO']);
const visionNumbers = (body: ClaimsResponse) => body.claimTable.map((row) => row.claimNumber);
const isoOfWire = (yyyymmdd: number) => `${String(yyyymmdd).slice(0, 4)}-${String(yyyymmdd).slice(4, 6)}-${String(yyyymmdd).slice(6, 8)}`;
/** Service dates of a page, dental and vision rows alike, as ISO dates. */
const serviceDates = (body: ClaimsResponse) => [...body['CLM-OUT'].map((row) => isoOfWire(row['SVC-DT'])), ...body.claimTable.map((row) => row.dateOfService)];

describeApp('POST /api/:subsidiary/members/claims', ({ app, db, config }) => {
  const calls = claimsCalls(app, db, config);

  /**
   * How many of the member's claims on the SPDC match, counted straight from the table ($4… in `where`), less those
   * of an adult dependent who manages their own claims and does not share them (migration 036: Ava's, in the demo).
   */
  async function countInDatabase(memberId: string, where = 'true', params: unknown[] = []): Promise<number> {
    const [row] = await db().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM claims c
        WHERE member_id = $1 AND certificate_number = $2 AND policy_number = $3 AND ${where}
          AND NOT EXISTS (SELECT 1 FROM dependent_accounts d WHERE d.member_id = c.member_id AND d.claimant_number = c.claimant_number
                           AND NOT d.claims_shared)`,
      [memberId, mariaSpdc.certificateNumber, mariaSpdc.policyNumber, ...params],
    );
    return row!.count;
  }

  it('registers the claims calls at the method and path packages/contract gives', () => {
    for (const call of [getClaims, getClaimDetail, getEobPdf]) {
      expect(app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
    }
  });

  it("answers the line's dental rows in CLM-OUT and vision rows in claimTable with the §3 wire names", async () => {
    const body = await calls.allClaimsOf(maria, mariaSpdc);
    expect(body['CLM-OUT'].length).toBe(await countInDatabase(maria.memberId, "claim_type <> 'vision'"));
    expect(body.claimTable.length).toBe(await countInDatabase(maria.memberId, "claim_type = 'vision'"));
    expect(body.paging).toEqual({ page: 1, pageSize: 100, totalCount: body['CLM-OUT'].length + body.claimTable.length, totalPages: 1 });

    // The crown the annual maximum cut short (demo data).
    const crown = body['CLM-OUT'].find((row) => row['CLM-STATUS'] === 'PARTIAL')!;
    expect(crown).toEqual({
      'CLM-NO': expect.stringMatching(/^\d{11}$/), 'CLM-TYPE': 'Dental', 'SRC-CD': 'EDI', CLMT: 1, 'PAT-NAME': 'MARIA MCALLISTER',
      'SVC-DT': expect.any(Number), 'CLM-PRCS-DT': expect.any(Number), 'PROV-NAME': 'Lakeside Family Dental',
      'PROV-CHG-AMT': 3230, 'PLAN-PAID-AMT': 1500, 'PAT-RESP-AMT': 1084, 'CLM-STATUS': 'PARTIAL',
      'EOB-OBJ-ID': `EOB-${crown['CLM-NO']}`,
    } satisfies DentalClaimRow);
    // A claim still being processed: no processed date, no EOB yet.
    expect(body['CLM-OUT'].find((row) => row['CLM-STATUS'] === 'PENDING')).toMatchObject({ 'CLM-PRCS-DT': 0, 'EOB-OBJ-ID': '', 'PLAN-PAID-AMT': 0 });
    expect(body['CLM-OUT'].map((row) => row['CLM-TYPE']).sort()).toEqual(expect.arrayContaining(['Dental', 'Estimate', 'Ortho']));
    // Daniel's out-of-network eye exam, paid to the member up to NE's §9 out-of-network exam allowance ($30), as the vision snapshot shows.
    expect(body.claimTable).toContainEqual({
      claimNumber: expect.stringMatching(/^V\d{11}$/), claimant: 2, patientName: 'Daniel McAllister', dateOfService: expect.any(String),
      processedDate: expect.any(String), providerName: 'Out-of-network: Main Street Eyecare', providerCharges: 160, planPaid: 30,
      patientResponsibility: 130, status: 'paid', eobObjectId: expect.stringMatching(/^EOB-V\d{11}$/),
    });
  });

  it('lists newest service first', async () => {
    const body = await calls.allClaimsOf(maria, mariaSpdc);
    for (const dates of [serviceDates({ ...body, claimTable: [] }), serviceDates({ ...body, 'CLM-OUT': [] })]) {
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('pages in SQL: the pages add up to the whole list, in order, and a page past the end is empty', async () => {
    const everything = await calls.allClaimsOf(maria, mariaSpdc);
    const total = everything.paging.totalCount;
    const pageSize = 4;
    const pages: ClaimsResponse[] = [];
    for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
      const response = await calls.list(maria, { ...mariaSpdc, page, pageSize });
      expect(response.statusCode).toBe(200);
      pages.push(response.json());
    }
    for (const [index, page] of pages.entries()) {
      expect(page.paging).toEqual({ page: index + 1, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) });
      expect(page['CLM-OUT'].length + page.claimTable.length).toBe(index < pages.length - 1 ? pageSize : total - pageSize * (pages.length - 1));
    }
    expect(pages.flatMap(dentalNumbers)).toEqual(dentalNumbers(everything));
    expect(pages.flatMap(visionNumbers)).toEqual(visionNumbers(everything));
    // Newest first across the two lists: every row of a page is at least as recent as every row of the next.
    for (let index = 1; index < pages.length; index++) {
      const earlierPage = serviceDates(pages[index - 1]!).sort();
      const laterPage = serviceDates(pages[index]!).sort();
      expect(earlierPage[0]! >= laterPage.at(-1)!).toBe(true);
    }

    const beyond = await calls.list(maria, { ...mariaSpdc, page: pages.length + 3, pageSize });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({
      'CLM-OUT': [], claimTable: [], paging: { page: pages.length + 3, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) },
    });
  });

  it('defaults to the first page of 10, all time', async () => {
    const response = await calls.list(maria, mariaSpdc);
    const body: ClaimsResponse = response.json();
    expect(body.paging).toMatchObject({ page: 1, pageSize: 10, totalCount: await countInDatabase(maria.memberId) });
    expect(body['CLM-OUT'].length + body.claimTable.length).toBe(10);
  });

  it("filters by patient (CLMT): only that patient's claims, as many as there are", async () => {
    const response = await calls.list(maria, { ...mariaSpdc, claimant: 3, pageSize: 100 });
    const body: ClaimsResponse = response.json();
    expect(body['CLM-OUT'].length).toBeGreaterThan(0);
    expect(body['CLM-OUT'].every((row) => row.CLMT === 3 && row['PAT-NAME'] === 'LILY MCALLISTER')).toBe(true);
    expect(body.paging.totalCount).toBe(await countInDatabase(maria.memberId, 'claimant_number = 3'));
  });

  it('filters by type: Dental, Ortho and Estimate rows only, no vision rows, and the three add up to the dental list', async () => {
    const everything = await calls.allClaimsOf(maria, mariaSpdc);
    let sum = 0;
    for (const claimType of ['Dental', 'Ortho', 'Estimate'] as const) {
      const body: ClaimsResponse = (await calls.list(maria, { ...mariaSpdc, claimType, pageSize: 100 })).json();
      expect(body.claimTable).toEqual([]);
      expect(body['CLM-OUT'].length).toBeGreaterThan(0);
      expect(body['CLM-OUT'].every((row) => row['CLM-TYPE'] === claimType)).toBe(true);
      expect(body.paging.totalCount).toBe(body['CLM-OUT'].length);
      sum += body.paging.totalCount;
    }
    expect(sum).toBe(everything['CLM-OUT'].length);
  });

  it.each(claimDateFilters)('filters by date of service: %s (§9), counted as the database counts it', async (dateRange) => {
    const range = claimDateRange(dateRange, new Date());
    const body: ClaimsResponse = (await calls.list(maria, { ...mariaSpdc, dateRange, pageSize: 100 })).json();
    const dates = serviceDates(body);
    expect(dates.every((date) => (range.from === null || date >= range.from) && date <= range.to)).toBe(true);
    const expected = await countInDatabase(maria.memberId, '($4::date IS NULL OR service_date >= $4::date) AND service_date <= $5::date', [range.from, range.to]);
    expect(body.paging.totalCount).toBe(expected);
    expect(dates.length).toBe(expected);
  });

  it('the date ranges split the history: current year + previous year + older = all time; last 90 days is within the recent ones', async () => {
    const count = async (dateRange: string) => (await calls.list(maria, { ...mariaSpdc, dateRange, pageSize: 1 })).json().paging.totalCount as number;
    const [allTime, currentYear, previousYear, last90Days] = await Promise.all(['allTime', 'currentYear', 'previousYear', 'last90Days'].map(count));
    const { from: previousYearStart } = claimDateRange('previousYear', new Date());
    const older = await countInDatabase(maria.memberId, 'service_date < $4::date', [previousYearStart]);
    expect(currentYear! + previousYear! + older).toBe(allTime);
    expect(currentYear).toBeGreaterThan(0);
    expect(previousYear).toBeGreaterThan(0);
    expect(last90Days).toBeGreaterThan(0);
  });

  it('combines the filters', async () => {
    const body: ClaimsResponse = (await calls.list(maria, { ...mariaSpdc, claimant: 1, claimType: 'Dental', dateRange: 'allTime', pageSize: 100 })).json();
    expect(body['CLM-OUT'].every((row) => row.CLMT === 1 && row['CLM-TYPE'] === 'Dental')).toBe(true);
    expect(body.paging.totalCount).toBe(await countInDatabase(maria.memberId, "claimant_number = 1 AND claim_type = 'dental'"));
  });

  it("shows an ended line's older claims (Peter's plan that ended on 2024-12-31)", async () => {
    const ended = await calls.allClaimsOf(peter, peterEndedSpdc);
    expect(ended['CLM-OUT'].map((row) => row['SVC-DT'])).toEqual([20241105, 20240917, 20240620, 20240312]);
    const active = await calls.allClaimsOf(peter, peterActiveSpdc);
    expect(active['CLM-OUT'].every((row) => row['SVC-DT'] >= 20250101)).toBe(true);
    expect(active['CLM-OUT'].length).toBeGreaterThan(0);
  });

  it("never lists another member's claims: another member's SPDC is 404 and shows nothing of theirs", async () => {
    for (const [who, spdc] of [[maria, peterActiveSpdc], [peter, mariaSpdc]] as const) {
      const response = await calls.list(who, spdc);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404, error: 'Not Found', message: 'No coverage with this member key (SPDC) was found for this member.',
      });
    }
    const response = await calls.list(peter, { ...mariaSpdc, claimant: 1 });
    expect(response.body).not.toMatch(/McAllister|Lakeside/i);
    // Another partner's member through this partner's site.
    expect((await calls.list({ ...james, partner: 'alic' }, mariaSpdc)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown claim type', { claimType: 'Vision' }, 'claimType'],
    ['an unknown date range', { dateRange: 'lastWeek' }, 'dateRange'],
    ['page 0', { page: 0 }, 'page'],
    ['a page size over 100', { pageSize: 101 }, 'pageSize'],
    ['claimant 0', { claimant: 0 }, 'claimant'],
    ['a page as text', { page: '2' }, 'page'],
    ['an unknown field', { memberId: '900000002' }, ''],
    ['a missing SPDC part', { certificateNumber: undefined }, ''],
  ])('answers 400 JSON with a clear message for %s', async (_, change, field) => {
    const response = await calls.list(maria, { ...mariaSpdc, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(new RegExp(`^The body${field ? ` field "${field}"` : ''}.* is not valid`));
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app().inject({
      method: 'POST', url: '/api/alic/members/claims',
      headers: { authorization: await calls.bearer(maria), 'content-type': 'application/json' }, payload: '{"subsidiaryNumber":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });

  it('answers 401 without a token or with a garbage one, 403 for a CSR without a member', async () => {
    const none = await calls.list(undefined, mariaSpdc);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'An access token is required.' });
    const garbage = await app().inject({ method: 'POST', url: '/api/alic/members/claims', headers: { authorization: 'Bearer not.a.token' }, payload: mariaSpdc });
    expect(garbage.statusCode).toBe(401);
    const csr = await calls.list({ partner: 'alic', roles: ['csr'], subject: 'demo-alic-csr' }, mariaSpdc);
    expect(csr.statusCode).toBe(403);
  });

  it('follows the partner features (§6): no dental claims when dental claims are off, 403 when no claims are on', async () => {
    const setFlag = (path: string, on: boolean) =>
      changeSharedAnswers({ app }, () => db().query(`UPDATE partner_features SET features = jsonb_set(features, $1::text[], to_jsonb($2::boolean)) WHERE partner = 'alic'`, [
        path.split('.'), on,
      ]));
    try {
      await setFlag('memberDentalFeatures.claims', false);
      const visionOnly: ClaimsResponse = (await calls.list(maria, { ...mariaSpdc, pageSize: 100 })).json();
      expect(visionOnly['CLM-OUT']).toEqual([]);
      expect(visionOnly.claimTable.length).toBe(visionOnly.paging.totalCount);
      expect(visionOnly.paging.totalCount).toBeGreaterThan(0);
      await setFlag('memberVisionFeatures.claims', false);
      const none = await calls.list(maria, mariaSpdc);
      expect(none.statusCode).toBe(403);
      expect(none.json().message).toBe('Claims are not available for this plan.');
    } finally {
      await setFlag('memberDentalFeatures.claims', true);
      await setFlag('memberVisionFeatures.claims', true);
    }
  });
});
