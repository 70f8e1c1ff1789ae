// The application's signing-key ring: KEY_ENCRYPTION_SECRET and
// SIGNING_KEY_ROTATION_DAYS from the config, changes announced on the cluster
// bus, background failures logged, stopped with the app.
import type { FastifyInstance } from 'fastify';
import type { ClusterBus } from '../../cluster/cluster-bus.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { startSigningKeyRing, type SigningKeyRing } from './signing-key-ring.ts';

/** Rejects with WrongKeyEncryptionSecretError when the secret does not open the stored keys. */
export async function startAppSigningKeys(app: FastifyInstance, config: Config, db: Database, bus: ClusterBus): Promise<SigningKeyRing> {
  const ring = await startSigningKeyRing({
    db,
    secret: config.keyEncryptionSecret,
    rotationDays: config.signingKeyRotationDays,
    bus,
    onError: (error) => app.log.error({ err: error }, 'signing key check failed; the current keys stay in use'),
  });
  app.addHook('onClose', async () => ring.stop());
  return ring;
}
