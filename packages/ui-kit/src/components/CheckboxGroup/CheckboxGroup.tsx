import type { FocusEvent, ReactNode } from 'react';
import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow, Fieldset, Legend, Options } from '../Field/choice-styles.ts';
import { ErrorMessage } from '../Field/field-styles.ts';
import { LabelText } from '../Field/LabelText.tsx';
import { groupBlurHandler } from '../Field/use-group-blur.ts';
import { useFieldMessages } from '../Field/use-field-messages.ts';
import type { ChoiceOption } from '../RadioGroup/RadioGroup.tsx';

export interface CheckboxGroupProps {
  legend: ReactNode;
  /** Name of every checkbox (formik's field name, holding an array). */
  name: string;
  options: readonly ChoiceOption[];
  values: readonly string[];
  /** The new set of checked values, in the order of `options`. */
  onChange: (values: string[]) => void;
  /** Called when focus leaves the group (formik's handleBlur). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  optionalLabel?: string;
  hint?: ReactNode;
  /** Shown only after the group is left, when touched or when forced (§4). */
  error?: string;
  touched?: boolean;
  forceError?: boolean;
  inline?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Several native checkboxes under one legend; the value is the list of checked options. */
export function CheckboxGroup({
  legend,
  name,
  options,
  values,
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
}: CheckboxGroupProps) {
  const field = useFieldMessages({ id, name, hint, error, touched, forceError });

  const toggle = (value: string, checked: boolean) => {
    const next = new Set(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  };

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
                type="checkbox"
                id={optionId}
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
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
