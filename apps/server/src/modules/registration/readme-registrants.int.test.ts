// The README's "People you can register (demo data)" table
// names real seeded people: each row is a member of that brand with no
// account, found by step 1 with those values, whose member ID and claim
// (number + source code) step 2 accepts. At least two per brand.
import { readFile } from 'node:fs/promises';
import { partners } from '@portal/core';
import { beforeAll, expect, it } from 'vitest';
import { seedSyntheticMembers } from '../../db/seed/seed.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { callerFrom } from '../../../test/support/registration/registration-helpers.ts';

const header = 'brand | first name | last name | date of birth | ZIP | member ID | claim number | source code | registers as';

interface Row {
  brand: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
  memberId: string;
  claimNumber: string;
  sourceCode: string;
  /** 'member', or 'dependent': an adult dependent on the member's policy (migration 036), found on the dependent path. */
  registersAs: string;
}

/** The rows of the table under the header row (outer pipes and `code` marks optional). */
async function readmeRows(): Promise<Row[]> {
  const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  expect(start, `README.md has the table header row "${header}"`).toBeGreaterThanOrEqual(0);
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.includes('|')) break;
    const cells = line.replace(/^\|\s*|\s*\|$/g, '').split('|').map((cell) => cell.trim().replace(/^`|`$/g, ''));
    const [brand, firstName, lastName, dateOfBirth, zip, memberId, claimNumber, sourceCode, registersAs] = cells as [
      string, string, string, string, string, string, string, string, string,
    ];
    rows.push({ brand, firstName, lastName, dateOfBirth, zip, memberId, claimNumber, sourceCode, registersAs });
  }
  return rows;
}

describeApp('README: people you can register', ({ app, db }) => {
  // The app starts with 200 synthetic members; the test app has 20. Member n
  // is the same whatever the batch, so 40 more give the README's first 60.
  beforeAll(() => seedSyntheticMembers(db(), { count: 40 }));

  it('lists at least two people per brand', async () => {
    const rows = await readmeRows();
    for (const partner of partners) expect(rows.filter((row) => row.brand === partner).length, partner).toBeGreaterThanOrEqual(2);
  });

  it('lists seeded people without an account whom steps 1 and 2 accept with those values', async () => {
    const rows = await readmeRows();
    let address = 0;
    for (const row of rows) {
      expect(['member', 'dependent'], `${row.firstName} registers as`).toContain(row.registersAs);
      const dependent = row.registersAs === 'dependent';
      const [member] = await db().query<{ hasAccount: boolean }>(
        dependent
          ? `SELECT EXISTS (SELECT 1 FROM dependent_accounts d WHERE d.member_id = m.id AND d.claimant_number = p.claimant_number) AS "hasAccount"
               FROM members m JOIN patients p ON p.member_id = m.id AND p.claimant_number > 1 AND p.name = $3
              WHERE m.id = $1 AND m.partner = $2`
          : `SELECT EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = m.id) AS "hasAccount" FROM members m WHERE m.id = $1 AND m.partner = $2`,
        dependent ? [row.memberId, row.brand, `${row.firstName} ${row.lastName}`] : [row.memberId, row.brand],
      );
      expect(member, `${row.brand} member ${row.memberId} is seeded`).toBeDefined();
      expect(member!.hasAccount, `${row.memberId} has no account yet`).toBe(false);

      const call = callerFrom(app, `10.40.0.${++address}`, row.brand as (typeof partners)[number]);
      const [month, day, year] = row.dateOfBirth.split('/');
      const found = await call('POST', 'registration/step1', {
        firstName: row.firstName, lastName: row.lastName, dateOfBirth: `${year}-${month}-${day}T00:00:00.000Z`, zipCode: row.zip, subsidiary: row.brand,
        ...(dependent ? { registrant: 'dependent' } : {}),
      });
      expect(found.statusCode, `${row.firstName} ${row.lastName}: ${found.body}`).toBe(200);
      const { referenceId } = found.json<{ referenceId: string }>();
      // An adult dependent without claims of their own yet proves it by the member ID alone ('—').
      if (row.claimNumber !== '—') {
        const byClaim = await call('POST', 'registration/step2/claimNumber', { referenceId, claimNumber: row.claimNumber, sourceCode: row.sourceCode });
        expect(byClaim.json().valid, `${row.memberId}: claim ${row.claimNumber} ${row.sourceCode}`).toBe(true);
      }
      const byId = await call('POST', 'registration/step2/memberId', { referenceId, memberId: row.memberId });
      expect(byId.json().valid, `${row.memberId}: member ID`).toBe(true);
    }
  });
});
