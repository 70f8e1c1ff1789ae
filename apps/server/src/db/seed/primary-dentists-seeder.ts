// Seeds the DHMO demo members' assigned primary dentists (primary-dentists-demo.ts).
// Synthetic DHMO members get none: their dental tab offers to choose one.
import type { DomainSeeder } from './domain-seeder.ts';
import { demoPrimaryDentists } from './primary-dentists-demo.ts';

export const primaryDentistsSeeder: DomainSeeder = {
  name: 'primary-dentists',
  async seedMembers(tx, members) {
    const assigned = members.flatMap((member) => {
      const dentist = demoPrimaryDentists[member.id];
      return dentist ? [{ memberId: member.id, ...dentist }] : [];
    });
    if (assigned.length === 0) return;
    await tx.query(
      `INSERT INTO primary_dentist_assignments (member_id, provider_id, effective_date, requested_at)
       SELECT member_id, provider_id, effective_date::date, effective_date::date
         FROM unnest($1::text[], $2::text[], $3::text[]) AS u (member_id, provider_id, effective_date)`,
      [assigned.map((a) => a.memberId), assigned.map((a) => a.providerId), assigned.map((a) => a.effectiveDate)],
    );
  },
};
