import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow } from '../Field/choice-styles.ts';
import { Field } from '../Field/field-styles.ts';
import { FieldError } from '../Field/FieldError.tsx';
import { LabelText } from '../Field/LabelText.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  /** Field name (formik's `name`). */
  name: string;
  /** §2 label suffix, e.g. '(Optional)'. */
  optionalLabel?: string;
  hint?: ReactNode;
  /** Shown only after blur, when touched or when forced (§4). */
  error?: string;
  touched?: boolean;
  forceError?: boolean;
}

/** A single native checkbox with its label to the right (e.g. the e-delivery consent). */
export function Checkbox({
  label,
  optionalLabel,
  hint,
  error,
  touched = false,
  forceError = false,
  id,
  onBlur,
  'aria-describedby': callerDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const { field, controlProps } = useFieldControl({ id, name: inputProps.name, hint, error, touched, forceError, describedBy: callerDescribedBy, onBlur });

  return (
    <Field>
      <ChoiceRow>
        <ChoiceInput {...inputProps} {...controlProps} type="checkbox" />
        <ChoiceLabel htmlFor={field.fieldId}>
          <LabelText label={label} optionalLabel={optionalLabel} />
        </ChoiceLabel>
        {hint ? <ChoiceHint id={field.hintId}>{hint}</ChoiceHint> : null}
      </ChoiceRow>
      <FieldError field={field} error={error} />
    </Field>
  );
}
