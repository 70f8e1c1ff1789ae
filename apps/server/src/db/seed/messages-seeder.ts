// Seeds the message centre for the people one signs in as:
// the demo members and the README's registrants (synthetic members 100000001…
// 100000031 that registration demo walks use). Each gets their two latest
// processed claims as claimProcessed notices (claim number, patient, service
// date from the seeded claims) and a paperlessDocumentReady for the newest
// claim's EOB; the oldest of them is read. Other synthetic members get none,
// so large seeds stay fast.
import type { MessageKind } from '@portal/contract';
import type { Queryable } from '../database.ts';
import type { DomainSeeder } from './domain-seeder.ts';

/** The README's "People you can register" member IDs. */
export const readmeRegistrantIds: ReadonlySet<string> = new Set([
  '100000001', '100000002', '100000011', '100000012', '100000015', '100000017', '100000019', '100000021', '100000031',
]);

/** Demo members are 9000000xx (synthetic-members.ts). */
const isDemoMember = (id: string) => Number(id) >= 900_000_000;
export const receivesSeededMessages = (id: string) => isDemoMember(id) || readmeRegistrantIds.has(id);

interface ProcessedClaim {
  memberId: string;
  claimNumber: string;
  patientName: string;
  serviceDate: string;
  processedDate: string;
}

interface SeedMessage {
  memberId: string;
  kind: MessageKind;
  params: Record<string, string>;
  /** yyyy-mm-dd; sent at 09:00 UTC that day. */
  sentOn: string;
  read: boolean;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The member's notices, oldest first; the oldest of two or more is read. */
export function seedMessagesOf(memberId: string, latestClaimsFirst: readonly ProcessedClaim[], today: string): SeedMessage[] {
  const claims = latestClaimsFirst.slice(0, 2).reverse();
  const messages: SeedMessage[] = claims.map((claim) => ({
    memberId,
    kind: 'claimProcessed',
    params: { claimNumber: claim.claimNumber, patientName: claim.patientName, serviceDate: claim.serviceDate },
    sentOn: claim.processedDate,
    read: false,
  }));
  const newest = claims.at(-1);
  messages.push({
    memberId,
    kind: 'paperlessDocumentReady',
    params: { documentName: newest ? `EOB ${newest.claimNumber}` : 'EOB' },
    sentOn: newest ? addDays(newest.processedDate, 2) : today,
    read: false,
  });
  if (messages.length > 1) messages[0] = { ...messages[0]!, read: true };
  return messages;
}

export const messagesSeeder: DomainSeeder = {
  name: 'messages',
  async seedMembers(tx: Queryable, members) {
    const ids = members.map((member) => member.id).filter(receivesSeededMessages);
    if (ids.length === 0) return;
    const claims = await tx.query<ProcessedClaim>(
      `SELECT c.member_id AS "memberId", c.claim_number AS "claimNumber", p.name AS "patientName",
              to_char(c.service_date, 'YYYY-MM-DD') AS "serviceDate", to_char(c.processed_date, 'YYYY-MM-DD') AS "processedDate"
         FROM claims c JOIN patients p ON p.member_id = c.member_id AND p.claimant_number = c.claimant_number
        WHERE c.member_id = ANY($1::text[]) AND c.processed_date IS NOT NULL
        ORDER BY c.member_id, c.processed_date DESC, c.id DESC`,
      [ids],
    );
    const today = new Date().toISOString().slice(0, 10);
    const rows = ids.flatMap((id) => seedMessagesOf(id, claims.filter((claim) => claim.memberId === id), today));
    await tx.query(
      `INSERT INTO member_messages (member_id, kind, params, sent_at, read_at)
       SELECT m, k, p::jsonb, (d::date + time '09:00') AT TIME ZONE 'UTC', CASE WHEN r THEN (d::date + time '18:00') AT TIME ZONE 'UTC' END
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS t(m, k, p, d, r)`,
      [rows.map((r) => r.memberId), rows.map((r) => r.kind), rows.map((r) => JSON.stringify(r.params)), rows.map((r) => r.sentOn), rows.map((r) => r.read)],
    );
  },
};
