// oidc-provider's storage adapter on our database (not the in-memory one), so
// every copy of the server shares sessions, grants and refresh tokens.
//
// Refresh tokens, codes and sessions:
// - Refresh tokens and authorization codes are bearer secrets: they are stored
//   under a SHA-256 of their id, and their payload without the id (jti), so a
//   copy of the table cannot be replayed. The id comes back from the caller on find.
// - A refresh token is consumed atomically: of two refreshes with the same
//   token at once, only the one whose conditional UPDATE marks it consumed
//   goes on; the other gets invalid_grant (oidc-provider alone would read
//   both as unconsumed and issue twice).
// - Using a refresh token keeps its provider session alive as long as the new
//   token (the idle timeout, provider.ts ttl): the session ends with the chain.
import { createHash } from 'node:crypto';
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { OidcPayloadRepository } from './oidc-payload-repository.ts';

const hashedKinds = new Set(['RefreshToken', 'AuthorizationCode']);

export const storedIdOf = (kind: string, id: string): string =>
  hashedKinds.has(kind) ? `sha256:${createHash('sha256').update(id).digest('base64url')}` : id;

export function databaseAdapterFactory(repository: OidcPayloadRepository): AdapterFactory {
  return (kind: string): Adapter => {
    const hashed = hashedKinds.has(kind);
    const toPayload = (row: Awaited<ReturnType<OidcPayloadRepository['findById']>>, id?: string): AdapterPayload | undefined =>
      row
        ? ({ ...row.payload, ...(hashed && id !== undefined ? { jti: id } : {}), ...(row.consumedAt ? { consumed: row.consumedAt } : {}) } as AdapterPayload)
        : undefined;
    const stored = (payload: AdapterPayload): Record<string, unknown> => {
      if (!hashed) return payload as Record<string, unknown>;
      const { jti: _rawId, ...rest } = payload as Record<string, unknown>;
      return rest;
    };
    return {
      async upsert(id, payload, expiresIn) {
        await repository.upsert(kind, storedIdOf(kind, id), stored(payload), expiresIn);
        if (kind === 'RefreshToken' && typeof payload.sessionUid === 'string' && expiresIn !== undefined) {
          await repository.extendSession(payload.sessionUid, expiresIn);
        }
      },
      find: async (id) => toPayload(await repository.findById(kind, storedIdOf(kind, id)), id),
      findByUid: async (uid) => toPayload(await repository.findByUid(kind, uid)),
      findByUserCode: async (userCode) => toPayload(await repository.findByUserCode(kind, userCode)),
      async consume(id) {
        const first = await repository.consume(kind, storedIdOf(kind, id));
        if (!first && hashed) throw new errors.InvalidGrant(`${kind === 'RefreshToken' ? 'refresh token' : 'authorization code'} already used`);
      },
      destroy: (id) => repository.destroy(kind, storedIdOf(kind, id)),
      revokeByGrantId: (grantId) => repository.revokeByGrantId(grantId),
    };
  };
}
