import type { FocusEvent, ReactNode } from 'react';
import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow, Fieldset, Legend, Options } from './choice-styles.ts';
import { FieldError } from './FieldError.tsx';
import { LabelText } from './LabelText.tsx';
import type { FieldMessages } from './use-field-messages.ts';
import { groupBlurHandler } from './use-group-blur.ts';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceFieldsetProps {
  field: FieldMessages;
  legend: ReactNode;
  optionalLabel?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  inline: boolean;
  disabled?: boolean | undefined;
  /** Called when focus leaves the whole group (formik's handleBlur). */
  onBlur?: ((event: FocusEvent<HTMLElement>) => void) | undefined;
  /** The ChoiceOptionRow of each option. */
  children: ReactNode;
}

/** A group of radios or checkboxes: legend, hint, the options, then the group's error. */
export function ChoiceFieldset({ field, legend, optionalLabel, hint, error, inline, disabled, onBlur, children }: ChoiceFieldsetProps) {
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
      <Options $inline={inline}>{children}</Options>
      <FieldError field={field} error={error} />
    </Fieldset>
  );
}

export interface ChoiceOptionRowProps {
  field: FieldMessages;
  type: 'radio' | 'checkbox';
  name: string;
  option: ChoiceOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One radio or checkbox of a group, with its label and hint beside it. */
export function ChoiceOptionRow({ field, type, name, option, checked, onChange }: ChoiceOptionRowProps) {
  const optionId = `${field.fieldId}-${option.value}`;
  return (
    <ChoiceRow>
      <ChoiceInput
        type={type}
        id={optionId}
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={field.showError || undefined}
        aria-describedby={option.hint ? `${optionId}-hint` : undefined}
        $invalid={field.showError}
      />
      <ChoiceLabel htmlFor={optionId}>{option.label}</ChoiceLabel>
      {option.hint ? <ChoiceHint id={`${optionId}-hint`}>{option.hint}</ChoiceHint> : null}
    </ChoiceRow>
  );
}
