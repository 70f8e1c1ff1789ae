// Seeds the benefits domain for freshly inserted members (see domain-seeder.ts):
// dental and vision plans per coverage line and §3 PAT-REL. What was used of
// the plans is summed from the claims when read.
import type { DomainSeeder } from './domain-seeder.ts';
import { benefitRowsOf } from './benefits-member-rows.ts';
import { findCoverageLinesOfMembers, insertBenefitRows } from './benefits-rows.ts';

export const benefitsSeeder: DomainSeeder = {
  name: 'benefits',
  async seedMembers(tx, members, seed) {
    if (members.length === 0) return;
    const lines = await findCoverageLinesOfMembers(tx, members.map((member) => member.id));
    await insertBenefitRows(tx, benefitRowsOf(members, lines, seed));
  },
};
