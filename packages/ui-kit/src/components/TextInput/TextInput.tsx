import { useId, useState, type ComponentPropsWithRef, type FocusEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

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

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const OptionalSuffix = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

const invalidCss = css`
  border-color: ${({ theme }) => theme.color.danger};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.danger};
`;

const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus {
    border-color: ${({ theme }) => theme.color.focus};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: not-allowed;
  }

  ${({ $invalid }) => ($invalid ? invalidCss : '')}
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
  const generatedId = useId();
  const inputId = id ?? `${inputProps.name}-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [blurred, setBlurred] = useState(false);

  // §4: pristine → focused → valid/invalid; an error shows only after blur or when forced.
  const showError = Boolean(error) && (blurred || touched || forceError);
  const describedBy = [callerDescribedBy, hint ? hintId : undefined, showError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setBlurred(true);
    onBlur?.(event);
  };

  return (
    <Field>
      <Label htmlFor={inputId}>
        {label}
        {optionalLabel ? (
          <>
            {' '}
            <OptionalSuffix>{optionalLabel}</OptionalSuffix>
          </>
        ) : null}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Input
        {...inputProps}
        id={inputId}
        type={type}
        onBlur={handleBlur}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy || undefined}
        $invalid={showError}
      />
      {showError ? (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      ) : null}
    </Field>
  );
}
