import type { FocusEvent, ReactNode } from 'react';
import { ChoiceFieldset, ChoiceOptionRow, type ChoiceOption } from '../Field/ChoiceFieldset.tsx';
import { useFieldMessages } from '../Field/use-field-messages.ts';

export type { ChoiceOption };

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
    <ChoiceFieldset
      field={field}
      legend={legend}
      optionalLabel={optionalLabel}
      hint={hint}
      error={error}
      inline={inline}
      disabled={disabled}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <ChoiceOptionRow
          key={option.value}
          field={field}
          type="radio"
          name={name}
          option={option}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
      ))}
    </ChoiceFieldset>
  );
}
