// The state of a password reset between its pages: which
// partner and email it is for, and until when. It lives in the page's form as
// a signed, expiring reference (HMAC-SHA-256 with the cookie keys), so the
// reset needs no pending sign-in and no server-side record. It proves nothing
// by itself: the emailed code does. Never put it in a URL.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPartner, type Partner } from '@portal/core';

export interface ForgotPasswordState {
  readonly partner: Partner;
  /** Lower-case, as typed; whether an account has it is never told. */
  readonly email: string;
}

export interface ForgotPasswordReferences {
  create(state: ForgotPasswordState): string;
  /** The state, or undefined when the reference is forged, broken, for another partner or expired. */
  read(reference: string, partner: Partner): ForgotPasswordState | undefined;
}

/** Long enough to read an email and type a code twice (codes last 5 minutes; resend is offered). */
export const forgotPasswordLifetimeMs = 30 * 60_000;

export function createForgotPasswordReferences({
  keys, now = () => Date.now(),
}: {
  /** The first signs; all verify (key rotation). */
  keys: readonly string[];
  now?: () => number;
}): ForgotPasswordReferences {
  if (keys.length === 0) throw new Error('forgot-password references need at least one key');
  const signature = (key: string, body: string) => createHmac('sha256', key).update(`forgot-password.${body}`).digest();

  return {
    create({ partner, email }) {
      const body = Buffer.from(JSON.stringify({ p: partner, e: email, x: now() + forgotPasswordLifetimeMs })).toString('base64url');
      return `${body}.${signature(keys[0]!, body).toString('base64url')}`;
    },
    read(reference, partner) {
      const [body, signed, ...rest] = reference.split('.');
      if (!body || !signed || rest.length > 0) return undefined;
      const given = Buffer.from(signed, 'base64url');
      const genuine = keys.some((key) => {
        const expected = signature(key, body);
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      if (!genuine) return undefined;
      try {
        const { p, e, x } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown; x?: unknown };
        if (!isPartner(p) || p !== partner || typeof e !== 'string' || typeof x !== 'number' || x <= now()) return undefined;
        return { partner: p, email: e };
      } catch {
        return undefined;
      }
    },
  };
}
