// Seeds what registration step 2 checks by SSN: each
// member's invented SSN, kept only as its digest (lib/ssn-digest.ts).
// Member IDs need nothing: a member's ID is members.id.
import { ssnDigest, syntheticSsnOf } from '../../lib/ssn-digest.ts';
import type { DomainSeeder } from './domain-seeder.ts';

export const registrationSeeder: DomainSeeder = {
  name: 'registration',
  async seedMembers(tx, members) {
    if (members.length === 0) return;
    const ids = members.map((member) => member.id);
    await tx.query(
      `INSERT INTO member_ssn_digests (member_id, ssn_digest) SELECT * FROM unnest($1::text[], $2::text[])`,
      [ids, ids.map((id) => ssnDigest(id, syntheticSsnOf(id)))],
    );
  },
};
