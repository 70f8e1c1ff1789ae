import { ErrorMessage } from './field-styles.ts';
import type { FieldMessages } from './use-field-messages.ts';

/** The field's error under it, announced, once §4 says it may show. */
export function FieldError({ field, error }: { field: FieldMessages; error: string | undefined }) {
  if (!field.showError) return null;
  return (
    <ErrorMessage id={field.errorId} role="alert">
      {error}
    </ErrorMessage>
  );
}
