import { benefitsSeeder } from './benefits-seeder.ts';
import { claimsSeeder } from './claims-seeder.ts';
import type { DomainSeeder } from './domain-seeder.ts';
import { memberServicesSeeder } from './member-services-seeder.ts';
import { messagesSeeder } from './messages-seeder.ts';
import { primaryDentistsSeeder } from './primary-dentists-seeder.ts';
import { registrationSeeder } from './registration-seeder.ts';

/** Run in this order after members are inserted (benefits first: claims may read them). */
export const domainSeeders: readonly DomainSeeder[] = [
  benefitsSeeder,
  claimsSeeder,
  memberServicesSeeder,
  registrationSeeder,
  primaryDentistsSeeder,
  // After claims: the notices name the member's processed claims.
  messagesSeeder,
];
