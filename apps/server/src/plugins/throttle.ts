// Brute-force protection: limits per client address and per
// account (an email, a registration referenceId, an account id), kept in a
// store every server copy shares. The implementation lives in
// plugins/throttling/; this is the shape routes rely on.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/** What is being limited; each kind has its own window and limits. */
export type ThrottleKind = 'signIn' | 'codeEntry' | 'codeSending' | 'registrationLookup' | 'csrSearch' | 'webVitals' | 'fhirClient' | 'providerSearch';

export interface Throttle {
  /**
   * A preHandler that answers 429 with Retry-After and a message in the
   * caller's language when the client address, or the account the request
   * names, went over the limit of this kind (or is being slowed down after
   * repeated failures). Never says whether that account exists.
   */
  guard(kind: ThrottleKind, accountKeyOf?: (request: FastifyRequest) => string | undefined): preHandlerAsyncHookHandler;
  /** Counts a failure (wrong password, wrong code) against an account; repeated failures slow it down, never lock it forever. */
  recordFailure(kind: ThrottleKind, accountKey: string): Promise<void>;
  /** Forgets an account's failures after a success. */
  clearFailures(kind: ThrottleKind, accountKey: string): Promise<void>;
}
