// The key the dental cost estimator tokens are signed with (HS256). Copies of
// the server behind one load balancer share DCE_TOKEN_SECRET; without it each
// process makes its own, which is enough for one process and for tests.
import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../config.ts';

const minimumLength = 32;

export function dceTokenSecretOf(env: Readonly<Record<string, string | undefined>>): Uint8Array {
  const configured = env.DCE_TOKEN_SECRET?.trim();
  if (!configured) return randomBytes(32);
  if (configured.length < minimumLength) throw new ConfigError('DCE_TOKEN_SECRET', `must be at least ${minimumLength} characters`);
  return new TextEncoder().encode(configured);
}
