// Seeds the member-services domain for freshly inserted members (see domain-seeder.ts).
import type { DomainSeeder } from './domain-seeder.ts';

export const memberServicesSeeder: DomainSeeder = {
  name: 'member-services',
  async seedMembers() {},
};
