import type { ReactNode } from 'react';
import { Field, Hint, Label } from './field-styles.ts';
import { FieldError } from './FieldError.tsx';
import { LabelText } from './LabelText.tsx';
import type { FieldMessages } from './use-field-messages.ts';

export interface LabelledFieldProps {
  field: FieldMessages;
  label: ReactNode;
  optionalLabel?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** The control (and anything under it, e.g. a counter), wired with useFieldControl. */
  children: ReactNode;
}

/** A text-like field: label (with the §2 optional suffix), hint, the control, then its error. */
export function LabelledField({ field, label, optionalLabel, hint, error, children }: LabelledFieldProps) {
  return (
    <Field>
      <Label htmlFor={field.fieldId}>
        <LabelText label={label} optionalLabel={optionalLabel} />
      </Label>
      {hint ? <Hint id={field.hintId}>{hint}</Hint> : null}
      {children}
      <FieldError field={field} error={error} />
    </Field>
  );
}
