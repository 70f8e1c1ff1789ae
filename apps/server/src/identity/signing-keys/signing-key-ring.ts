// The signing keys a running copy uses: loaded at start,
// checked against the rotation schedule at start and every 15 minutes (one copy
// creates or retires keys, under the advisory lock), and reloaded whenever any
// copy announces a change on the cluster bus — so every copy signs with a new
// key and stops trusting a retired one without a restart.
import type { Partner } from '@portal/core';
import type { ClusterBus } from '../../cluster/cluster-bus.ts';
import type { Database } from '../../db/database.ts';
import { perPartner } from '../../per-partner.ts';
import { maintainSigningKeys, readSigningKeys, rotationPolicy, signingKeyCheckEveryMs, type PartnerSigningKeys, type SigningKeys } from './signing-keys.ts';
import { createSigningKeyEncryption } from './key-encryption.ts';

/** The current keys, and news of a change. */
export interface SigningKeySource {
  current(): SigningKeys;
  /** Called after the keys changed; a partner whose keys did not change keeps the same object. */
  onChange(listener: (keys: SigningKeys) => void): () => void;
}

export interface SigningKeyRing extends SigningKeySource {
  /** Rotates or retires keys if due (announcing it to every copy), then reloads. */
  check(): Promise<void>;
  /** Reads the stored keys again. */
  reload(): Promise<void>;
  /** Stops the schedule and listening; the bus stays open. */
  stop(): void;
}

export interface SigningKeyRingOptions {
  db: Database;
  /** KEY_ENCRYPTION_SECRET. */
  secret: string;
  rotationDays: number;
  /** Announces changes to the other copies; without it, this copy only sees its own. */
  bus?: ClusterBus;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
  checkEveryMs?: number;
  /** A failed check or reload in the background (the current keys stay). */
  onError?: (error: unknown) => void;
}

const signature = (keys: PartnerSigningKeys) => keys.privateJwks.keys.map((key) => key.kid).join(' ');

/** Throws WrongKeyEncryptionSecretError when the secret does not open the stored keys. */
export async function startSigningKeyRing(options: SigningKeyRingOptions): Promise<SigningKeyRing> {
  const { db, bus, now = () => Date.now(), checkEveryMs = signingKeyCheckEveryMs, onError = () => {} } = options;
  const encryption = createSigningKeyEncryption(options.secret);
  const policy = rotationPolicy(options.rotationDays);
  const listeners = new Set<(keys: SigningKeys) => void>();

  const changedAtStart = await maintainSigningKeys(db, { encryption, policy, now: new Date(now()) });
  let keys = await readSigningKeys(db, encryption);

  async function readAndSwap() {
    const read = await readSigningKeys(db, encryption);
    const changed = (partner: Partner) => signature(read[partner]) !== signature(keys[partner]);
    if (!Object.keys(read).some((partner) => changed(partner as Partner))) return;
    keys = perPartner((partner) => (changed(partner) ? read[partner] : keys[partner]));
    for (const listener of listeners) {
      try {
        listener(keys);
      } catch (error) {
        onError(error);
      }
    }
  }
  // One reload at a time, in order, so an older read never replaces a newer one.
  let reloading = Promise.resolve();
  const reload = () => (reloading = reloading.then(readAndSwap));

  async function check() {
    if (await maintainSigningKeys(db, { encryption, policy, now: new Date(now()) })) await bus?.publish('signing_keys', 'changed');
    await reload();
  }

  // A message, or null (messages may have been missed): either way, read again.
  const unsubscribe = bus?.subscribe('signing_keys', () => reload().catch(onError));
  if (changedAtStart) await bus?.publish('signing_keys', 'changed');
  const timer = setInterval(() => check().catch(onError), checkEveryMs);
  timer.unref();

  return {
    current: () => keys,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    reload,
    stop() {
      clearInterval(timer);
      unsubscribe?.();
    },
  };
}
