import type { ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow } from '../Field/choice-styles.ts';
import { ErrorMessage } from '../Field/field-styles.ts';
import { LabelText } from '../Field/LabelText.tsx';
import { useFieldMessages } from '../Field/use-field-messages.ts';

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

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

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
  const field = useFieldMessages({ id, name: inputProps.name, hint, error, touched, forceError, describedBy: callerDescribedBy });

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.markBlurred();
    onBlur?.(event);
  };

  return (
    <Wrapper>
      <ChoiceRow>
        <ChoiceInput
          {...inputProps}
          type="checkbox"
          id={field.fieldId}
          onBlur={handleBlur}
          aria-invalid={field.showError || undefined}
          aria-describedby={field.describedBy}
          $invalid={field.showError}
        />
        <ChoiceLabel htmlFor={field.fieldId}>
          <LabelText label={label} optionalLabel={optionalLabel} />
        </ChoiceLabel>
        {hint ? <ChoiceHint id={field.hintId}>{hint}</ChoiceHint> : null}
      </ChoiceRow>
      {field.showError ? (
        <ErrorMessage id={field.errorId} role="alert">
          {error}
        </ErrorMessage>
      ) : null}
    </Wrapper>
  );
}
