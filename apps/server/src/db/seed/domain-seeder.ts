// Each domain (claims, benefits, member services) adds its rows for the
// members just inserted, in the same transaction. Rows derive from the member
// and the seed only, so member n of seed s always gets the same data.
import type { Queryable } from '../database.ts';
import type { SeedMember } from './seed-types.ts';

export interface DomainSeeder {
  readonly name: string;
  seedMembers(tx: Queryable, members: readonly SeedMember[], seed: number): Promise<void>;
}
