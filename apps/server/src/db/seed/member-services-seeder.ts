// Seeds the member-services domain for freshly inserted members (see
// domain-seeder.ts): the plans they are on with their documents, then each
// member's visibility rules, paperless preference and enrollment
// applications — one INSERT per table and batch.
import type { DomainSeeder } from './domain-seeder.ts';
import { memberServicesRowsOf } from './member-services-members.ts';
import { planDocumentsOf, plansOfMembers } from './member-services-plans.ts';
import { insertMemberServicesRows, insertPlans } from './member-services-repository.ts';

export const memberServicesSeeder: DomainSeeder = {
  name: 'member-services',
  async seedMembers(tx, members, seed) {
    const plans = plansOfMembers(seed, members);
    await insertPlans(tx, [...plans.values()], [...plans.values()].flatMap(planDocumentsOf));
    await insertMemberServicesRows(tx, memberServicesRowsOf(seed, members, plans));
  },
};
