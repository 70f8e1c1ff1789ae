// The audit trail's storage: group commit stores every event before its
// promise resolves (and a batch it could not store fails every event in it),
// a transaction's event commits or rolls back with it, the
// table refuses UPDATE, DELETE and TRUNCATE, and only the retention purge
// deletes (events older than the retention).
import { expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { describeOnEachDatabase } from '../../test/support/test-databases.ts';
import type { AuditEventInput } from './audit-event.ts';
import { createAuditTrail } from './audit-trail.ts';
import { purgeExpiredAuditEvents } from './retention.ts';

const event = (action: string, memberId = 'audit-test-member'): AuditEventInput => ({
  partner: 'alic', actorKind: 'member', actorId: 'account-1', memberId, action, resource: '10-123456-1-7654321',
  outcome: 'success', statusCode: 200, clientAddress: '203.0.113.7',
});

const countOf = async (db: Database, memberId: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE member_id = $1', [memberId]))[0]!.n;

describeOnEachDatabase('audit trail', ({ db }) => {
  it('stores every event of a burst before each record resolves, in fewer inserts than events', async () => {
    let inserts = 0;
    const counting: Database = { ...db(), query: (sql, params) => ((inserts += 1), db().query(sql, params)) } as Database;
    const audit = createAuditTrail({ db: counting, maxBatch: 50 });
    const memberId = 'burst-member';
    const actions = Array.from({ length: 120 }, (_, i) => `call${i}`);
    await Promise.all(actions.map((action) => audit.record(event(action, memberId))));
    expect(await countOf(db(), memberId)).toBe(120);
    // Group commit: 120 events at once go in batches of at most 50, not one INSERT each.
    expect(inserts).toBeLessThanOrEqual(4);
    expect(inserts).toBeGreaterThanOrEqual(3);
    const rows = await db().query<{ action: string; resource: string; statusCode: number; clientAddress: string; actorKind: string }>(
      `SELECT action, resource, status_code AS "statusCode", client_address AS "clientAddress", actor_kind AS "actorKind"
         FROM audit_events WHERE member_id = $1 ORDER BY id`,
      [memberId],
    );
    expect(rows.map((row) => row.action).sort()).toEqual([...actions].sort());
    expect(rows[0]).toMatchObject({ resource: '10-123456-1-7654321', statusCode: 200, clientAddress: '203.0.113.7', actorKind: 'member' });
    await audit.close();
  });

  it('resolves a record only once its batch is committed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const insertStarted = new Promise<void>((resolve) => (started = resolve));
    // The database holds every INSERT until released, as a slow commit would.
    const slow: Database = { ...db(), query: async (sql, params) => (started(), await held, db().query(sql, params)) } as Database;
    const audit = createAuditTrail({ db: slow });
    const memberId = 'held-member';
    let stored = false;
    const recorded = audit.record(event('getClaims', memberId)).then(() => (stored = true));
    await insertStarted;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored).toBe(false);
    expect(await countOf(db(), memberId)).toBe(0);
    release();
    await recorded;
    expect(await countOf(db(), memberId)).toBe(1);
    await audit.close();
  });

  it('stores an event that arrives while an earlier batch is still committing without waiting for that commit', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    // The first INSERT is held, as a commit stalled on the disk would be; the later ones go straight through.
    const firstHeld: Database = {
      ...db(),
      query: async (sql, params) => {
        if (holding) {
          holding = false;
          await held;
        }
        return db().query(sql, params);
      },
    } as Database;
    const audit = createAuditTrail({ db: firstHeld });
    const slow = audit.record(event('getClaims', 'stalled-member'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await audit.record(event('getMembers', 'next-member'));
    expect(await countOf(db(), 'next-member')).toBe(1);
    expect(await countOf(db(), 'stalled-member')).toBe(0);
    release();
    await slow;
    expect(await countOf(db(), 'stalled-member')).toBe(1);
    await audit.close();
  });

  it('fails every event of a batch the database refuses part-way, stores none of them, and stores the next batch', async () => {
    const memberId = 'refused-batch-member';
    // The database refuses the batch's second row after taking its first, as a store failing mid-INSERT would.
    await db().exec(`CREATE FUNCTION refuse_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'refusedRead' THEN RAISE EXCEPTION 'audit store failed' USING ERRCODE = '08006'; END IF; RETURN NEW; END; $$;
      CREATE TRIGGER refuse_audit_row BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit_row();`);
    let inserts = 0;
    const counting: Database = { ...db(), query: (sql, params) => ((inserts += 1), db().query(sql, params)) } as Database;
    // Three waiting events make a batch at once; the long delay keeps them from going alone.
    const audit = createAuditTrail({ db: counting, maxBatch: 3, flushDelayMs: 60_000 });
    try {
      const outcomes = await Promise.allSettled(['getClaims', 'refusedRead', 'getMembers'].map((action) => audit.record(event(action, memberId))));
      expect(inserts).toBe(1);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await countOf(db(), memberId)).toBe(0);
    } finally {
      await db().exec('DROP TRIGGER refuse_audit_row ON audit_events; DROP FUNCTION refuse_audit_row();');
    }
    await Promise.all(['getClaims', 'getMembers', 'getContacts'].map((action) => audit.record(event(action, memberId))));
    expect(await countOf(db(), memberId)).toBe(3);
    await audit.close();
  });

  it('keeps optional fields empty (NULL) when an event leaves them out', async () => {
    const audit = createAuditTrail({ db: db() });
    await audit.record({ partner: 'rsl', actorKind: 'anonymous', action: 'signIn.failed', outcome: 'failure', memberId: 'null-fields' });
    const [row] = await db().query<Record<string, unknown>>('SELECT actor_id, resource, status_code, visit_id FROM audit_events WHERE member_id = $1', ['null-fields']);
    expect(row).toEqual({ actor_id: null, resource: null, status_code: null, visit_id: null });
    await audit.close();
  });

  it("commits an event recorded in a transaction with the transaction, and drops it when the transaction fails", async () => {
    const audit = createAuditTrail({ db: db() });
    await db().transaction((tx) => audit.record(event('updateEdelivery', 'tx-committed'), tx));
    await expect(
      db().transaction(async (tx) => {
        await audit.record(event('updateEdelivery', 'tx-rolled-back'), tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countOf(db(), 'tx-committed')).toBe(1);
    expect(await countOf(db(), 'tx-rolled-back')).toBe(0);
    await audit.close();
  });

  it('writes what is queued when closed', async () => {
    const audit = createAuditTrail({ db: db(), flushDelayMs: 60_000 });
    const pending = audit.record(event('getClaims', 'closed-member'));
    await audit.close();
    await pending;
    expect(await countOf(db(), 'closed-member')).toBe(1);
  });

  it('refuses to change or delete an event, and to empty the table', async () => {
    const audit = createAuditTrail({ db: db() });
    await audit.record(event('getMembers', 'append-only'));
    await expect(db().query("UPDATE audit_events SET action = 'nothing' WHERE member_id = 'append-only'")).rejects.toThrow(/append-only/);
    await expect(db().query("DELETE FROM audit_events WHERE member_id = 'append-only'")).rejects.toThrow(/append-only/);
    await expect(db().exec('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    // Not even with the purge flag set outside the purge's own transaction scope for an UPDATE.
    await expect(
      db().transaction(async (tx) => {
        await tx.query("SELECT set_config('portal.audit_purge', 'on', true)");
        await tx.query("UPDATE audit_events SET action = 'nothing' WHERE member_id = 'append-only'");
      }),
    ).rejects.toThrow(/append-only/);
    const [row] = await db().query<{ action: string }>("SELECT action FROM audit_events WHERE member_id = 'append-only'");
    expect(row?.action).toBe('getMembers');
    await audit.close();
  });

  it('purges only events older than the retention, and the purge flag does not outlive its transaction', async () => {
    const oldMember = 'retention-old';
    const keptMember = 'retention-kept';
    // Rows with an old `at`, as if written years ago.
    await db().query(
      `INSERT INTO audit_events (at, partner, actor_kind, member_id, action, outcome)
       VALUES (now() - interval '2191 days', 'alic', 'member', $1, 'getClaims', 'success'),
              (now() - interval '2189 days', 'alic', 'member', $2, 'getClaims', 'success'),
              (now(), 'alic', 'member', $2, 'getClaims', 'success')`,
      [oldMember, keptMember],
    );
    const purged = await purgeExpiredAuditEvents(db(), 2190);
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await countOf(db(), oldMember)).toBe(0);
    expect(await countOf(db(), keptMember)).toBe(2);
    await expect(db().query(`DELETE FROM audit_events WHERE member_id = $1`, [keptMember])).rejects.toThrow(/append-only/);
  });
});
