import type { FocusEvent, ReactNode } from 'react';
import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow, Fieldset, Legend, Options } from '../Field/choice-styles.ts';
import { ErrorMessage } from '../Field/field-styles.ts';
import { LabelText } from '../Field/LabelText.tsx';
import { groupBlurHandler } from '../Field/use-group-blur.ts';
import { useFieldMessages } from '../Field/use-field-messages.ts';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  /** The question, e.g. 'May we share your name with the provider?'. */
  legend: ReactNode;
  /** Name of every radio (formik's field name). */
  name: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  /** Called with the blur event when focus leaves the group (formik's handleBlur). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  optionalLabel?: string;
  hint?: ReactNode;
  /** Shown only after the group is left, when touched or when forced (§4). */
  error?: string;
  touched?: boolean;
  forceError?: boolean;
  /** Options side by side (e.g. Yes / No) instead of stacked. */
  inline?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Native radios in a fieldset: arrow keys move and select, as browsers do. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  optionalLabel,
  hint,
  error,
  touched = false,
  forceError = false,
  inline = false,
  disabled,
  id,
}: RadioGroupProps) {
  const field = useFieldMessages({ id, name, hint, error, touched, forceError });

  return (
    <Fieldset
      id={field.fieldId}
      aria-describedby={field.describedBy}
      disabled={disabled}
      onBlur={groupBlurHandler((event) => {
        field.markBlurred();
        onBlur?.(event);
      })}
    >
      <Legend>
        <LabelText label={legend} optionalLabel={optionalLabel} />
      </Legend>
      {hint ? <ChoiceHint id={field.hintId}>{hint}</ChoiceHint> : null}
      <Options $inline={inline}>
        {options.map((option) => {
          const optionId = `${field.fieldId}-${option.value}`;
          return (
            <ChoiceRow key={option.value}>
              <ChoiceInput
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-invalid={field.showError || undefined}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                $invalid={field.showError}
              />
              <ChoiceLabel htmlFor={optionId}>{option.label}</ChoiceLabel>
              {option.hint ? <ChoiceHint id={`${optionId}-hint`}>{option.hint}</ChoiceHint> : null}
            </ChoiceRow>
          );
        })}
      </Options>
      {field.showError ? (
        <ErrorMessage id={field.errorId} role="alert">
          {error}
        </ErrorMessage>
      ) : null}
    </Fieldset>
  );
}
