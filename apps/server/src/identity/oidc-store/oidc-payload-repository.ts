// SQL of the identity provider's store (sessions, grants, codes, refresh
// tokens, interactions), one row per model kind and id.
import type { Queryable } from '../../db/database.ts';

export type OidcPayload = Record<string, unknown>;

export interface OidcPayloadRow {
  payload: OidcPayload;
  consumedAt: number | null;
}

export function createOidcPayloadRepository(db: Queryable) {
  const findWhere = async (condition: string, kind: string, value: string) => {
    const [row] = await db.query<{ payload: OidcPayload; consumed: number | null }>(
      `SELECT payload, floor(extract(epoch FROM consumed_at))::int AS consumed FROM oidc_payloads
        WHERE kind = $1 AND ${condition} = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [kind, value],
    );
    return row ? { payload: row.payload, consumedAt: row.consumed } : undefined;
  };

  return {
    async upsert(kind: string, id: string, payload: OidcPayload, expiresInSeconds: number | undefined) {
      await db.query(
        `INSERT INTO oidc_payloads (kind, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + $7::int * interval '1 second' END)
         ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          kind, id, JSON.stringify(payload),
          (payload.grantId as string | undefined) ?? null,
          (payload.userCode as string | undefined) ?? null,
          (payload.uid as string | undefined) ?? null,
          expiresInSeconds === undefined ? null : Math.ceil(expiresInSeconds),
        ],
      );
    },
    findById: (kind: string, id: string) => findWhere('id', kind, id),
    findByUid: (kind: string, uid: string) => findWhere('uid', kind, uid),
    findByUserCode: (kind: string, userCode: string) => findWhere('user_code', kind, userCode),
    /** Marks the record consumed; resolves to false when it already was (or is gone): one caller wins. */
    async consume(kind: string, id: string): Promise<boolean> {
      const rows = await db.query(
        'UPDATE oidc_payloads SET consumed_at = now() WHERE kind = $1 AND id = $2 AND consumed_at IS NULL RETURNING 1',
        [kind, id],
      );
      return rows.length > 0;
    },
    /**
     * The provider session `uid` lives `expiresInSeconds` more (never less than
     * it had): used when its refresh token is, the idle timeout slides.
     */
    async extendSession(uid: string, expiresInSeconds: number) {
      await db.query(
        `UPDATE oidc_payloads
            SET expires_at = now() + $2::int * interval '1 second',
                payload = jsonb_set(payload, '{exp}', to_jsonb(floor(extract(epoch FROM now()))::bigint + $2::int))
          WHERE kind = 'Session' AND uid = $1 AND expires_at IS NOT NULL AND expires_at < now() + $2::int * interval '1 second'`,
        [uid, Math.ceil(expiresInSeconds)],
      );
    },
    async destroy(kind: string, id: string) {
      await db.query('DELETE FROM oidc_payloads WHERE kind = $1 AND id = $2', [kind, id]);
    },
    async revokeByGrantId(grantId: string) {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    },
    /**
     * Deletes the records that name the account, and those of its grants (a
     * refresh token names its grant too); resolves to how many rows.
     */
    async deleteEverythingOfAccount(accountId: string): Promise<number> {
      const rows = await db.query(
        `DELETE FROM oidc_payloads
          WHERE payload ->> 'accountId' = $1
             OR grant_id IN (SELECT id FROM oidc_payloads WHERE kind = 'Grant' AND payload ->> 'accountId' = $1)
          RETURNING 1`,
        [accountId],
      );
      return rows.length;
    },
    /** Whether the account has a live grant for the client issued at or before `issuedAtOrBefore` (epoch seconds). */
    async hasLiveGrant(accountId: string, clientId: string, issuedAtOrBefore: number): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM oidc_payloads
          WHERE kind = 'Grant' AND payload ->> 'accountId' = $1 AND payload ->> 'clientId' = $2
            AND (payload ->> 'iat')::bigint <= $3 AND (expires_at IS NULL OR expires_at > now())
          LIMIT 1`,
        [accountId, clientId, issuedAtOrBefore],
      );
      return rows.length > 0;
    },
    /** The live grants of any of the accounts to any of the clients: client, issue time (epoch seconds, as text) and resources. */
    listLiveGrants(accountIds: readonly string[], clientIds: readonly string[]) {
      return db.query<{ clientId: string; issuedAt: string; resources: Record<string, string> | null }>(
        `SELECT payload ->> 'clientId' AS "clientId", payload ->> 'iat' AS "issuedAt", payload -> 'resources' AS resources
           FROM oidc_payloads
          WHERE kind = 'Grant' AND payload ->> 'accountId' = ANY($1::text[]) AND payload ->> 'clientId' = ANY($2::text[])
            AND (expires_at IS NULL OR expires_at > now())`,
        [[...accountIds], [...clientIds]],
      );
    },
    /** The ids of the account's grants to the client, expired or not. */
    async grantIdsOf(accountId: string, clientId: string): Promise<string[]> {
      const grants = await db.query<{ id: string }>(
        `SELECT id FROM oidc_payloads WHERE kind = 'Grant' AND payload ->> 'accountId' = $1 AND payload ->> 'clientId' = $2`,
        [accountId, clientId],
      );
      return grants.map((grant) => grant.id);
    },
    /** Deletes the grants and every record that names one of them. */
    async deleteGrants(grantIds: readonly string[]) {
      await db.query(`DELETE FROM oidc_payloads WHERE (kind = 'Grant' AND id = ANY($1::text[])) OR grant_id = ANY($1::text[])`, [[...grantIds]]);
    },
    /** Removes what expired more than an hour ago; resolves to how many rows. */
    async deleteExpired(): Promise<number> {
      const rows = await db.query(
        "DELETE FROM oidc_payloads WHERE expires_at < now() - interval '1 hour' RETURNING 1",
      );
      return rows.length;
    },
  };
}
export type OidcPayloadRepository = ReturnType<typeof createOidcPayloadRepository>;
