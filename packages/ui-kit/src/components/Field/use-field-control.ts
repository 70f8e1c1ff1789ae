import type { FocusEventHandler } from 'react';
import type { FieldProps } from './field-props.ts';
import { useFieldMessages, type FieldMessages } from './use-field-messages.ts';

/** A widget's own props plus the few native ones its field wires itself. */
export interface FieldControlInput extends FieldProps {
  id?: string | undefined;
  onBlur?: FocusEventHandler<HTMLElement> | undefined;
  'aria-describedby'?: string | undefined;
}

/** What every single control (input, select, textarea, checkbox) receives from its field. */
export interface FieldControlProps {
  id: string;
  onBlur: FocusEventHandler<HTMLElement>;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/**
 * Splits a field widget's props: the label part (for LabelledField), the
 * control's wiring — id, blur (§4: the error waits for it), aria-invalid,
 * aria-describedby (the caller's ids, the hint, the error) — and the native
 * props left for the control.
 */
export function useFieldControl<P extends FieldControlInput>(props: P) {
  const { label, optionalLabel, hint, error, touched, forceError, id, onBlur, 'aria-describedby': describedBy, ...nativeProps } = props;
  const field: FieldMessages = useFieldMessages({ id, name: props.name, hint, error, touched, forceError, describedBy });
  const controlProps: FieldControlProps = {
    id: field.fieldId,
    onBlur: (event) => {
      field.markBlurred();
      onBlur?.(event);
    },
    'aria-invalid': field.showError || undefined,
    'aria-describedby': field.describedBy,
    $invalid: field.showError,
  };
  return { field, controlProps, labelProps: { label, optionalLabel, hint, error }, nativeProps };
}
