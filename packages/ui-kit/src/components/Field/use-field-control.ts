import type { FocusEvent } from 'react';
import { useFieldMessages, type FieldMessageOptions, type FieldMessages } from './use-field-messages.ts';

export interface FieldControlOptions<E extends HTMLElement> extends FieldMessageOptions {
  /** The caller's onBlur, still called after the field notes the blur. */
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
}

/** What every single control (input, select, textarea, checkbox) receives from its field. */
export interface FieldControlProps<E extends HTMLElement> {
  id: string;
  onBlur: (event: FocusEvent<E>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/**
 * useFieldMessages plus the wiring of its one control: id, blur (§4: the
 * error waits for it), aria-invalid and aria-describedby.
 */
export function useFieldControl<E extends HTMLElement>({ onBlur, ...options }: FieldControlOptions<E>): {
  field: FieldMessages;
  controlProps: FieldControlProps<E>;
} {
  const field = useFieldMessages(options);
  const controlProps: FieldControlProps<E> = {
    id: field.fieldId,
    onBlur: (event) => {
      field.markBlurred();
      onBlur?.(event);
    },
    'aria-invalid': field.showError || undefined,
    'aria-describedby': field.describedBy,
    $invalid: field.showError,
  };
  return { field, controlProps };
}
