// Seeding: demo data on an empty database at start, and any number of
// synthetic members on demand (`pnpm seed --members N`).
import type { Database } from '../database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { demoAccounts, demoMembers } from './demo-data.ts';
import type { SeedMember } from './seed-types.ts';
import { domainSeeders } from './domain-seeders.ts';
import type { Queryable } from '../database.ts';
import {
  countMembersAndAccounts, insertAccounts, insertMembers, lockSeeding, nextSyntheticMemberNumber,
} from './seed-repository.ts';
import { firstSyntheticMemberId, syntheticMember } from './synthetic-members.ts';

export const defaultSeed = 20_260_101;

/** Members and every domain's rows for them, in one transaction. */
async function insertMembersWithDomainData(tx: Queryable, members: readonly SeedMember[], seed: number): Promise<void> {
  await insertMembers(tx, members);
  for (const seeder of domainSeeders) await seeder.seedMembers(tx, members, seed);
}
export const demoSyntheticMembers = 200;

const demoPasswordHashes = new Map<string, Promise<string>>();

/**
 * One scrypt hash per distinct demo password, kept for the process: the demo
 * accounts share a published password, so a salt of their own protects
 * nothing, while hashing it for each account cost seconds at every start
 * (and in every test suite that seeds).
 */
function demoPasswordHash(password: string): Promise<string> {
  let hash = demoPasswordHashes.get(password);
  if (!hash) demoPasswordHashes.set(password, (hash = hashPassword(password)));
  return hash;
}
const membersPerTransaction = 2_000;

/**
 * Seeds the demo accounts and `syntheticMembers` synthetic members when the
 * database holds no members or accounts. Resolves to true when it seeded.
 */
export async function seedDemoDataIfEmpty(db: Database, syntheticMembers = demoSyntheticMembers): Promise<boolean> {
  const accounts = await Promise.all(
    demoAccounts.map(async ({ password, ...account }) => ({ ...account, passwordHash: await demoPasswordHash(password) })),
  );
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    if ((await countMembersAndAccounts(tx)) > 0) return false;
    await insertMembersWithDomainData(tx, demoMembers, defaultSeed);
    await insertAccounts(tx, accounts);
    const synthetic = Array.from({ length: syntheticMembers }, (_, n) => syntheticMember(defaultSeed, n));
    await insertMembersWithDomainData(tx, synthetic, defaultSeed);
    return true;
  });
}

export interface SeedProgress {
  inserted: number;
  total: number;
}

/** Adds `count` synthetic members after the ones already there; resolves to the first member number used. */
export async function seedSyntheticMembers(
  db: Database,
  { count, seed = defaultSeed, onProgress }: { count: number; seed?: number; onProgress?: (progress: SeedProgress) => void },
): Promise<number> {
  const first = await nextSyntheticMemberNumber(db, firstSyntheticMemberId);
  for (let done = 0; done < count; done += membersPerTransaction) {
    const size = Math.min(membersPerTransaction, count - done);
    const batch = Array.from({ length: size }, (_, n) => syntheticMember(seed, first + done + n));
    await db.transaction((tx) => insertMembersWithDomainData(tx, batch, seed));
    onProgress?.({ inserted: done + size, total: count });
  }
  return first;
}
