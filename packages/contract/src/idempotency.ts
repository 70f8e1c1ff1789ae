// An idempotency key (so a second submit of the same files is not a
// duplicate claim): the site makes one per submission attempt and sends it
// again on a retry or a double click; the server answers a repeat with the
// first answer and stores nothing new.
import Type from 'typebox';

/** Header name as Fastify sees it (lower case); sent as Idempotency-Key. */
export const idempotencyKeyHeader = 'idempotency-key';

/** 8 to 64 letters, digits and hyphens: a UUID fits. */
export const idempotencyKeyPattern = '^[A-Za-z0-9-]{8,64}$';

export const IdempotencyHeaders = Type.Object({
  [idempotencyKeyHeader]: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 64,
      pattern: idempotencyKeyPattern,
      description:
        'Idempotency-Key: made once per submission attempt (a UUID fits); a repeat with the same key answers the first ' +
        'answer and stores nothing new, the same key with a different request answers 409. Without it every request counts.',
    }),
  ),
});
export type IdempotencyHeaders = Type.Static<typeof IdempotencyHeaders>;
