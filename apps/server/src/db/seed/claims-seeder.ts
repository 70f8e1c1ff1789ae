// Seeds the claims domain for freshly inserted members (see domain-seeder.ts).
import type { DomainSeeder } from './domain-seeder.ts';

export const claimsSeeder: DomainSeeder = {
  name: 'claims',
  async seedMembers() {},
};
