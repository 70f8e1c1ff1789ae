// Seeds the claims domain for freshly inserted members (see domain-seeder.ts):
// hand-picked claims for the demo members, synthetic ones for the rest, all
// written with four statements per batch (claims-seed-repository.ts).
import { dayOfMoment } from './claims-calendar.ts';
import { demoClaimsOf } from './claims-demo.ts';
import { syntheticClaimsOf } from './claims-generator.ts';
import { insertClaims } from './claims-seed-repository.ts';
import type { DomainSeeder } from './domain-seeder.ts';

export interface ClaimsSeederOptions {
  /** The day the claim history runs up to; the day of seeding unless given (tests). */
  today?: () => Date;
}

export function createClaimsSeeder({ today = () => new Date() }: ClaimsSeederOptions = {}): DomainSeeder {
  return {
    name: 'claims',
    async seedMembers(tx, members, seed) {
      const day = dayOfMoment(today());
      const claims = members.flatMap((member) => demoClaimsOf(member, day) ?? syntheticClaimsOf(member, { seed, today: day }));
      await insertClaims(tx, claims);
    },
  };
}

export const claimsSeeder: DomainSeeder = createClaimsSeeder();
