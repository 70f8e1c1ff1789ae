// Seeds the benefits domain for freshly inserted members (see domain-seeder.ts).
import type { DomainSeeder } from './domain-seeder.ts';

export const benefitsSeeder: DomainSeeder = {
  name: 'benefits',
  async seedMembers() {},
};
