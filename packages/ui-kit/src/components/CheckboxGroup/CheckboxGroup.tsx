import type { FocusEvent, ReactNode } from 'react';
import { ChoiceFieldset, ChoiceOptionRow, type ChoiceOption } from '../Field/ChoiceFieldset.tsx';
import { useFieldMessages } from '../Field/use-field-messages.ts';

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
          type="checkbox"
          name={name}
          option={option}
          checked={values.includes(option.value)}
          onChange={(checked) => toggle(option.value, checked)}
        />
      ))}
    </ChoiceFieldset>
  );
}
