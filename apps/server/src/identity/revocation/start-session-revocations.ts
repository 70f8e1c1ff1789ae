// This copy's revocation list, as buildApp starts it: from the table and the
// cluster bus, keeping revocations as long as an access token can live.
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from '../../cluster/cluster-bus.ts';
import type { Database } from '../../db/database.ts';
import { tokenLifetimes } from '../token-lifetimes.ts';
import { startRevocationList, type RevocationList } from './revocation-list.ts';
import { createRevocationRepository } from './revocation-repository.ts';

/** The longest access token (exchanged ones never outlive the CSR's own) plus a minute of clock difference between copies. */
export const revocationKeepSeconds = Math.max(tokenLifetimes.accessToken, tokenLifetimes.exchangedToken) + 60;

export function startSessionRevocations(db: Database, bus: ClusterBus, log: FastifyBaseLogger): Promise<RevocationList> {
  return startRevocationList({
    repository: createRevocationRepository(db),
    bus,
    keepSeconds: revocationKeepSeconds,
    onError: (err) => log.error({ err }, 'the session revocation list could not be read'),
  });
}
