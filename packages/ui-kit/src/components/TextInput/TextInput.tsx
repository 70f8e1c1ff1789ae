import type { ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss, ErrorMessage, Field, Hint, Label } from '../Field/field-styles.ts';
import { LabelText } from '../Field/LabelText.tsx';
import { useFieldMessages } from '../Field/use-field-messages.ts';

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
  const field = useFieldMessages({ id, name: inputProps.name, hint, error, touched, forceError, describedBy: callerDescribedBy });

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.markBlurred();
    onBlur?.(event);
  };

  return (
    <Field>
      <Label htmlFor={field.fieldId}>
        <LabelText label={label} optionalLabel={optionalLabel} />
      </Label>
      {hint ? <Hint id={field.hintId}>{hint}</Hint> : null}
      <Input
        {...inputProps}
        id={field.fieldId}
        type={type}
        onBlur={handleBlur}
        aria-invalid={field.showError || undefined}
        aria-describedby={field.describedBy}
        $invalid={field.showError}
      />
      {field.showError ? (
        <ErrorMessage id={field.errorId} role="alert">
          {error}
        </ErrorMessage>
      ) : null}
    </Field>
  );
}
