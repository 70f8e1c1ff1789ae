import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow, Fieldset, Legend, Options } from './choice-styles.ts';
import type { ChoiceGroupProps, ChoiceOption } from './field-props.ts';
import { FieldError } from './FieldError.tsx';
import { LabelText } from './LabelText.tsx';
import { useFieldMessages, type FieldMessages } from './use-field-messages.ts';
import { groupBlurHandler } from './use-group-blur.ts';

export interface ChoiceGroupInput extends ChoiceGroupProps {
  type: 'radio' | 'checkbox';
  isChecked: (value: string) => boolean;
  /** The member checked or unchecked one option. */
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * Native radios or checkboxes in a fieldset: legend (with the §2 optional
 * suffix), hint, the options with their own hints, then the group's error,
 * which waits until focus leaves the whole group (§4).
 */
export function ChoiceGroup({
  type,
  isChecked,
  onToggle,
  legend,
  name,
  options,
  onBlur,
  optionalLabel,
  hint,
  error,
  touched = false,
  forceError = false,
  inline = false,
  disabled,
  id,
}: ChoiceGroupInput) {
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
        {options.map((option) => (
          <ChoiceOptionRow key={option.value} field={field} type={type} name={name} option={option} checked={isChecked(option.value)} onToggle={onToggle} />
        ))}
      </Options>
      <FieldError field={field} error={error} />
    </Fieldset>
  );
}

function ChoiceOptionRow({
  field,
  type,
  name,
  option,
  checked,
  onToggle,
}: {
  field: FieldMessages;
  type: 'radio' | 'checkbox';
  name: string;
  option: ChoiceOption;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}) {
  const optionId = `${field.fieldId}-${option.value}`;
  return (
    <ChoiceRow>
      <ChoiceInput
        type={type}
        id={optionId}
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => onToggle(option.value, event.target.checked)}
        aria-invalid={field.showError || undefined}
        aria-describedby={option.hint ? `${optionId}-hint` : undefined}
        $invalid={field.showError}
      />
      <ChoiceLabel htmlFor={optionId}>{option.label}</ChoiceLabel>
      {option.hint ? <ChoiceHint id={`${optionId}-hint`}>{option.hint}</ChoiceHint> : null}
    </ChoiceRow>
  );
}
