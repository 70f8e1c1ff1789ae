import { useCallback, useId, useState } from 'react';

export interface FieldMessageOptions {
  /** Caller's id for the control; otherwise one is generated from the name. */
  id?: string | undefined;
  name: string;
  hint?: unknown;
  error?: string | undefined;
  touched?: boolean | undefined;
  forceError?: boolean | undefined;
  /** Ids the caller already wants in aria-describedby. */
  describedBy?: string | undefined;
}

export interface FieldMessages {
  fieldId: string;
  hintId: string;
  errorId: string;
  /** §4: true once the field was blurred or touched, or when forced, and there is an error. */
  showError: boolean;
  /** aria-describedby value (hint, then the error when shown), or undefined. */
  describedBy: string | undefined;
  /** Call when focus leaves the field. */
  markBlurred: () => void;
}

/**
 * The ids and error visibility every field shares. §4 input field states:
 * pristine → focused → valid/invalid; an error shows only after blur or when forced.
 */
export function useFieldMessages({ id, name, hint, error, touched, forceError, describedBy }: FieldMessageOptions): FieldMessages {
  const generatedId = useId();
  const fieldId = id ?? `${name}-${generatedId}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [blurred, setBlurred] = useState(false);
  const markBlurred = useCallback(() => setBlurred(true), []);

  const showError = Boolean(error) && (blurred || Boolean(touched) || Boolean(forceError));
  const ids = [describedBy, hint ? hintId : undefined, showError ? errorId : undefined].filter(Boolean).join(' ');
  return { fieldId, hintId, errorId, showError, describedBy: ids || undefined, markBlurred };
}
