import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from '../Field/field-styles.ts';
import { LabelledField } from '../Field/LabelledField.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'search' | 'url' | 'date';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Visible label; required for every field. */
  label: ReactNode;
  /** Field name (formik's `name`). */
  name: string;
  type?: TextInputType;
  /** §2 label suffix for optional fields, already translated, e.g. '(Optional)'. */
  optionalLabel?: string;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; shown only once the field is touched or blurred, or when forced (§4). */
  error?: string;
  /** The form considers the field touched (formik's `meta.touched`, e.g. after submit). */
  touched?: boolean;
  /** Show the error now, touched or not (§4 "when forced"). */
  forceError?: boolean;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
`;

/** Labelled text field with hint and an error that appears after blur (§4 input field states). */
export function TextInput({
  label,
  optionalLabel,
  hint,
  error,
  touched = false,
  forceError = false,
  type = 'text',
  id,
  onBlur,
  'aria-describedby': callerDescribedBy,
  ...inputProps
}: TextInputProps) {
  const { field, controlProps } = useFieldControl({ id, name: inputProps.name, hint, error, touched, forceError, describedBy: callerDescribedBy, onBlur });

  return (
    <LabelledField field={field} label={label} optionalLabel={optionalLabel} hint={hint} error={error}>
      <Input {...inputProps} {...controlProps} type={type} />
    </LabelledField>
  );
}
