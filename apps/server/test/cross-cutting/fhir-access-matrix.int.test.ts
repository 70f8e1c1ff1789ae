// The access matrix of /fhir: member A's FHIR-scoped token
// against every id of member B the FHIR API can name — B's patients, coverage
// (B's line with each of B's and A's claimant numbers), claims (processed or
// not), provider offices, treating practitioners and payers A has nothing
// with — and against every
// search parameter and _include that could reach them. Reads answer 404,
// searches an empty searchset, and no answer carries anything of B.
import { expect, it } from 'vitest';
import type { Bundle } from '@medplum/fhirtypes';
import type { Database } from '../../src/db/database.ts';
import { fhirCalls } from '../support/fhir/fhir-calls.ts';
import { describeApp } from '../app-testing.ts';
import { findMemberResources, identifiersOf } from './member-resources.ts';
import { memberRowsFingerprint } from './member-snapshot.ts';
import { identifiersIn, stackTraceSignsIn } from './response-checks.ts';

const partner = 'alic';
const maria = '900000001';
const peter = '900000002';

/** The FHIR ids of `memberId`'s data, leaving out providers and payers `otherMemberId` has too. */
async function fhirIdsOf(db: Database, memberId: string, otherMemberId: string) {
  const values = async (sql: string) => (await db.query<{ value: string }>(sql, [memberId, otherMemberId])).map((row) => row.value);
  const claimants = await values('SELECT claimant_number::text AS value FROM patients WHERE member_id = $1 OR member_id = $2');
  const lines = await values('SELECT id::text AS value FROM coverage_lines WHERE member_id = $1 AND $2::text IS NOT NULL');
  return {
    Patient: await values("SELECT $1 || '-' || claimant_number AS value FROM patients WHERE member_id = $1 AND $2::text IS NOT NULL"),
    Coverage: lines.flatMap((line) => [...new Set(claimants)].map((claimant) => `${line}-${claimant}`)),
    ExplanationOfBenefit: await values('SELECT claim_number AS value FROM claims WHERE member_id = $1 AND $2::text IS NOT NULL'),
    Organization: [
      ...await values(`SELECT DISTINCT 'provider-' || provider_id AS value FROM claims WHERE member_id = $1
                        AND provider_id NOT IN (SELECT provider_id FROM claims WHERE member_id = $2)`),
      ...await values(`SELECT DISTINCT 'payer-' || subsidiary_number AS value FROM coverage_lines WHERE member_id = $1
                        AND subsidiary_number NOT IN (SELECT subsidiary_number FROM coverage_lines WHERE member_id = $2)`),
    ],
    Practitioner: await values(`SELECT DISTINCT 'practitioner-' || treating_npi AS value FROM claims WHERE member_id = $1
                                  AND treating_npi IS NOT NULL
                                  AND treating_npi NOT IN (SELECT treating_npi FROM claims WHERE member_id = $2 AND treating_npi IS NOT NULL)`),
  };
}

/** Two synthetic alic members with the most claims. */
async function syntheticPair(db: Database): Promise<[string, string]> {
  const rows = await db.query<{ id: string }>(
    `SELECT m.id FROM members m WHERE m.partner = $1 AND m.id NOT LIKE '9000%'
      ORDER BY (SELECT count(*) FROM claims c WHERE c.member_id = m.id) DESC, m.id LIMIT 2`,
    [partner],
  );
  return [rows[0]!.id, rows[1]!.id];
}

describeApp('access matrix of /fhir: member A against member B', ({ app, db, config }) => {
  const fhir = fhirCalls(app, db, config);

  async function matrix(memberA: string, memberB: string): Promise<string[]> {
    const token = await fhir.tokenOf({ partner, memberId: memberA, subject: `account-${memberA}` });
    const ids = await fhirIdsOf(db(), memberB, memberA);
    const theirs = identifiersOf(await findMemberResources(db(), memberB, memberA));
    const before = await memberRowsFingerprint(db(), memberB);
    const failures: string[] = [];
    let requests = 0;
    async function ask(url: string, expected: 'not found' | 'no match' | 'own') {
      requests += 1;
      const response = await fhir.get(url, token);
      const where = `${url} (A ${memberA}, B ${memberB})`;
      // An id A sent may come back in the "not found" text: A named it, nothing of B's is told.
      const leaked = identifiersIn(response.body, theirs).filter((identifier) => !decodeURIComponent(url).includes(identifier));
      if (leaked.length > 0) failures.push(`${where}: carries ${leaked.join(', ')}`);
      if (stackTraceSignsIn(response.body).length > 0) failures.push(`${where}: ${stackTraceSignsIn(response.body).join(', ')}`);
      if (expected === 'not found' && response.statusCode !== 404) failures.push(`${where}: ${response.statusCode} (expected 404)`);
      if (expected !== 'not found') {
        const bundle = response.statusCode === 200 ? response.json<Bundle>() : undefined;
        if (!bundle) failures.push(`${where}: ${response.statusCode} (expected 200)`);
        else if (expected === 'no match' && (bundle.total !== 0 || (bundle.entry ?? []).length > 0)) failures.push(`${where}: ${bundle.total} matches`);
      }
    }
    for (const [type, list] of Object.entries(ids)) {
      for (const id of list) await ask(`/fhir/${partner}/${type}/${encodeURIComponent(id)}`, 'not found');
    }
    for (const patient of ids.Patient) {
      for (const reference of [patient, `Patient/${patient}`]) {
        const value = encodeURIComponent(reference);
        await ask(`/fhir/${partner}/Coverage?patient=${value}`, 'no match');
        await ask(`/fhir/${partner}/ExplanationOfBenefit?patient=${value}`, 'no match');
        await ask(`/fhir/${partner}/ExplanationOfBenefit?patient=${value}&type=oral&_include=ExplanationOfBenefit:coverage&_include=ExplanationOfBenefit:provider&_include=ExplanationOfBenefit:care-team`, 'no match');
      }
      await ask(`/fhir/${partner}/Patient?_id=${encodeURIComponent(patient)}`, 'no match');
    }
    // A's own searches, every include, every page: nothing of B's either.
    const includes = '_include=ExplanationOfBenefit:coverage&_include=ExplanationOfBenefit:provider&_include=ExplanationOfBenefit:care-team';
    for (const search of ['Patient', 'Coverage', `ExplanationOfBenefit?_count=100&${includes}`]) {
      await ask(`/fhir/${partner}/${search}`, 'own');
    }
    expect(requests).toBeGreaterThan(10);
    expect(ids.Patient.length * ids.Coverage.length * ids.ExplanationOfBenefit.length).toBeGreaterThan(0);
    expect(await memberRowsFingerprint(db(), memberB), "B's rows after A's requests").toEqual(before);
    practitionersTried += ids.Practitioner.length;
    return failures;
  }

  // Every pair below must have tried some of B's practitioners (B treated by someone A never was).
  let practitionersTried = 0;

  it("gives Peter O'Neill nothing of Maria McAllister's, and Maria nothing of Peter's", async () => {
    practitionersTried = 0;
    expect(await matrix(peter, maria)).toEqual([]);
    expect(await matrix(maria, peter)).toEqual([]);
    expect(practitionersTried).toBeGreaterThan(0);
  });

  it('gives a synthetic member nothing of another synthetic member of the same partner', async () => {
    practitionersTried = 0;
    const [a, b] = await syntheticPair(db());
    expect(await matrix(a, b)).toEqual([]);
    expect(await matrix(b, a)).toEqual([]);
    expect(practitionersTried).toBeGreaterThan(0);
  });
});
