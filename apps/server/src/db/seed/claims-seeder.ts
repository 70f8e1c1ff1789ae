// Seeds the claims domain for freshly inserted members (see domain-seeder.ts):
// hand-picked claims for the demo members, synthetic ones for the rest. The
// batch goes in chunks, one statement each (claims-seed-repository.ts); the
// next chunk is built while the database writes the previous one.
import { dayOfMoment } from '../../adjudication/calendar-days.ts';
import { demoClaimsOf } from './claims-demo.ts';
import { syntheticClaimsOf } from './claims-generator.ts';
import { insertClaims } from './claims-seed-repository.ts';
import type { DomainSeeder } from './domain-seeder.ts';

export interface ClaimsSeederOptions {
  /** The day the claim history runs up to; the day of seeding unless given (tests). */
  today?: () => Date;
  /** Members per statement. */
  chunkSize?: number;
}

export function createClaimsSeeder({ today = () => new Date(), chunkSize = 250 }: ClaimsSeederOptions = {}): DomainSeeder {
  return {
    name: 'claims',
    async seedMembers(tx, members, seed) {
      const day = dayOfMoment(today());
      let writing: Promise<void> = Promise.resolve();
      for (let start = 0; start < members.length; start += chunkSize) {
        const claims = members
          .slice(start, start + chunkSize)
          .flatMap((member) => demoClaimsOf(member, day) ?? syntheticClaimsOf(member, { seed, today: day }));
        await writing;
        writing = insertClaims(tx, claims);
      }
      await writing;
    },
  };
}

export const claimsSeeder: DomainSeeder = createClaimsSeeder();
