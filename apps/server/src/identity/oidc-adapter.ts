// oidc-provider's storage adapter on our database (not the in-memory one), so
// every copy of the server shares sessions, grants and refresh tokens.
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { OidcPayloadRepository } from './oidc-payload-repository.ts';

export function databaseAdapterFactory(repository: OidcPayloadRepository): AdapterFactory {
  return (kind: string): Adapter => {
    const toPayload = (row: Awaited<ReturnType<OidcPayloadRepository['findById']>>): AdapterPayload | undefined =>
      row ? ({ ...row.payload, ...(row.consumedAt ? { consumed: row.consumedAt } : {}) } as AdapterPayload) : undefined;
    return {
      upsert: (id, payload, expiresIn) => repository.upsert(kind, id, payload as Record<string, unknown>, expiresIn),
      find: async (id) => toPayload(await repository.findById(kind, id)),
      findByUid: async (uid) => toPayload(await repository.findByUid(kind, uid)),
      findByUserCode: async (userCode) => toPayload(await repository.findByUserCode(kind, userCode)),
      consume: (id) => repository.consume(kind, id),
      destroy: (id) => repository.destroy(kind, id),
      revokeByGrantId: (grantId) => repository.revokeByGrantId(grantId),
    };
  };
}
