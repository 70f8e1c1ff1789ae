import { Alert } from '@portal/ui-kit';
import type { FormOutcome } from './form-outcome.ts';

/** A failed send: the message, and the server's reasons as a list when it gave several (§8 406 summaries). */
export function FailureAlert({ outcome }: { outcome: Extract<FormOutcome, { ok: false }> }) {
  const details = outcome.details ?? [];
  return (
    <Alert type="error" title={details.length > 0 ? outcome.message : undefined}>
      {details.length > 0 ? (
        <ul>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : (
        outcome.message
      )}
    </Alert>
  );
}
