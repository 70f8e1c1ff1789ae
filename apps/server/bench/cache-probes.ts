// Evidence that a measurement hit no cache (honest benchmark),
// counted in the server's own process rather than assumed:
// - member lookups: queries the app sends that read the members table. A
//   GET members answered from the per-member answer cache sends none, so
//   lookups ÷ requests ≈ 1 means no answer-cache hit.
// - signature checks: RS256 verifications (jose verifies through WebCrypto's
//   crypto.subtle.verify, the verifier's quick path through node:crypto's verify). A token answered from the verified-token cache is
//   not checked again, so checks ÷ requests ≈ 1 means no token-cache hit.
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { Database } from '../src/db/database.ts';

export interface Counts {
  readonly memberLookups: number;
  readonly signatureChecks: number;
}

const readsMembers = /\bFROM\s+members\b/i;

let memberLookups = 0;
let signatureChecks = 0;

/** The database the app is given: the same, but counting its member lookups. */
export function countingMemberLookups(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'query') {
        return (sql: string, params?: readonly unknown[]) => {
          if (readsMembers.test(sql)) memberLookups++;
          return target.query(sql, params);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Counts RSASSA-PKCS1-v1_5 (RS256) verifications made in this process from now on. */
export function countSignatureChecks(): void {
  // Typed loosely: the bench compiles without the DOM library that names WebCrypto's types.
  type Verify = (algorithm: string | { name: string }, ...rest: unknown[]) => Promise<boolean>;
  const subtle = globalThis.crypto.subtle as unknown as { verify: Verify };
  const verify = subtle.verify.bind(subtle);
  subtle.verify = (algorithm, ...rest) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    if (name === 'RSASSA-PKCS1-v1_5') signatureChecks++;
    return verify(algorithm, ...rest);
  };
  // The verifier's quick path checks the portal's tokens with node:crypto's verify
  // (src/plugins/rs256-quick-check.ts): counted too, through the module object it calls.
  const nodeCrypto = createRequire(import.meta.url)('node:crypto') as { verify: (...args: unknown[]) => unknown };
  const nodeVerify = nodeCrypto.verify;
  nodeCrypto.verify = (...args: unknown[]) => {
    signatureChecks++;
    return nodeVerify(...args);
  };
  syncBuiltinESMExports();
}

export function counts(): Counts {
  return { memberLookups, signatureChecks };
}

/** What happened between two readings, per request. */
export function perRequest(before: Counts, after: Counts, requests: number) {
  const per = (value: number) => (requests > 0 ? value / requests : 0);
  return {
    memberLookups: per(after.memberLookups - before.memberLookups),
    signatureChecks: per(after.signatureChecks - before.signatureChecks),
  };
}
