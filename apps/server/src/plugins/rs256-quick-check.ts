// A quicker way through the API's ordinary access tokens (honest
// benchmark): jose 6 checks an RS256 signature through WebCrypto, a promise and
// a crypto job per token (~45–70 µs a new token on the benchmark machine);
// node:crypto's verify with a public key imported once costs ~20 µs.
//
// It only ever *accepts*: a token passes when its header is exactly what the
// portal's issuers write (alg RS256, typ at+jwt, a kid naming one key, no crit),
// its signature verifies with that key, and its issuer, audience, exp, nbf and
// iat hold as jose checks them. Anything else — a bad signature excepted — is
// left to jose (`undefined`), which refuses it with its usual error or accepts
// an unusual but valid form: nothing jose refuses gets through here.
import * as crypto from 'node:crypto';
import { errors, type JSONWebKeySet, type JWTPayload } from 'jose';

/** The portal's verification keys by kid (RSA, ≥ 2048 bits, for RS256 signatures); a kid named twice is left out. */
export type Rs256Keys = ReadonlyMap<string, crypto.KeyObject>;

export interface Rs256Expectations {
  readonly issuer: string;
  readonly audience: string;
  /** Seconds since the epoch, as jose counts them (whole seconds). */
  readonly nowSeconds: number;
}

function usableForRs256(jwk: JSONWebKeySet['keys'][number]): boolean {
  return (
    jwk.kty === 'RSA' &&
    typeof jwk.kid === 'string' &&
    (jwk.alg === undefined || jwk.alg === 'RS256') &&
    (jwk.use === undefined || jwk.use === 'sig') &&
    (jwk.key_ops === undefined || (Array.isArray(jwk.key_ops) && jwk.key_ops.includes('verify')))
  );
}

export function rs256KeysOf(jwks: JSONWebKeySet): Rs256Keys {
  const keys = new Map<string, crypto.KeyObject>();
  const named = new Map<string, number>();
  for (const jwk of jwks.keys) if (typeof jwk.kid === 'string') named.set(jwk.kid, (named.get(jwk.kid) ?? 0) + 1);
  for (const jwk of jwks.keys) {
    // Two keys under one kid: jose tries each; left to it.
    if (!usableForRs256(jwk) || named.get(jwk.kid!) !== 1) continue;
    try {
      const key = crypto.createPublicKey({ key: jwk as crypto.JsonWebKey, format: 'jwk' });
      // jose refuses RSA keys under 2048 bits.
      if ((key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048) keys.set(jwk.kid!, key);
    } catch {
      // Not importable here: jose decides.
    }
  }
  return keys;
}

const base64url = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url segment as jose reads it: only the alphabet, no impossible length. */
function isSegment(segment: string): boolean {
  return segment.length % 4 !== 1 && base64url.test(segment);
}

function jsonObjectOf(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(strictUtf8.decode(Buffer.from(segment, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** jose's typ comparison: case-insensitive, `application/` implied. */
const isAccessTokenTyp = (typ: unknown) =>
  typeof typ === 'string' && (typ.includes('/') ? typ.toLowerCase() : `application/${typ.toLowerCase()}`) === 'application/at+jwt';

const optionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

/**
 * The token's payload when the quick path accepts it; `undefined` to leave it
 * to jose. Throws jose's JWSSignatureVerificationFailed when the signature does
 * not verify with the one key its kid names (jose would pick that key and fail alike).
 */
export function quickRs256Payload(token: string, keys: Rs256Keys, expected: Rs256Expectations): JWTPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isSegment)) return undefined;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = jsonObjectOf(encodedHeader);
  if (
    !header ||
    header.alg !== 'RS256' ||
    !isAccessTokenTyp(header.typ) ||
    Object.hasOwn(header, 'crit') ||
    Object.hasOwn(header, 'b64') ||
    typeof header.kid !== 'string'
  ) {
    return undefined;
  }
  const key = keys.get(header.kid);
  if (!key) return undefined;
  const signingInput = Buffer.from(token.slice(0, encodedHeader.length + 1 + encodedPayload.length), 'ascii');
  if (!crypto.verify('sha256', signingInput, key, Buffer.from(encodedSignature, 'base64url'))) {
    throw new errors.JWSSignatureVerificationFailed();
  }
  const payload = jsonObjectOf(encodedPayload) as JWTPayload | undefined;
  if (!payload) return undefined;
  const { nowSeconds } = expected;
  const audienceHolds = typeof payload.aud === 'string' ? payload.aud === expected.audience : Array.isArray(payload.aud) && payload.aud.includes(expected.audience);
  if (
    payload.iss !== expected.issuer ||
    !audienceHolds ||
    !optionalNumber(payload.iat) ||
    !optionalNumber(payload.nbf) ||
    !optionalNumber(payload.exp) ||
    (payload.nbf !== undefined && payload.nbf > nowSeconds) ||
    (payload.exp !== undefined && payload.exp <= nowSeconds)
  ) {
    return undefined;
  }
  return payload;
}
