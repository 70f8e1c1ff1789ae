import type { ComponentPropsWithRef } from 'react';
import type { FieldProps } from '../Field/field-props.ts';
import { ChoiceHint, ChoiceInput, ChoiceLabel, ChoiceRow } from '../Field/choice-styles.ts';
import { Field } from '../Field/field-styles.ts';
import { FieldError } from '../Field/FieldError.tsx';
import { LabelText } from '../Field/LabelText.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'name'> & FieldProps;

/** A single native checkbox with its label to the right (e.g. the e-delivery consent). */
export function Checkbox(props: CheckboxProps) {
  const { field, controlProps, labelProps, nativeProps } = useFieldControl(props);
  return (
    <Field>
      <ChoiceRow>
        <ChoiceInput {...nativeProps} {...controlProps} type="checkbox" />
        <ChoiceLabel htmlFor={field.fieldId}>
          <LabelText label={labelProps.label} optionalLabel={labelProps.optionalLabel} />
        </ChoiceLabel>
        {labelProps.hint ? <ChoiceHint id={field.hintId}>{labelProps.hint}</ChoiceHint> : null}
      </ChoiceRow>
      <FieldError field={field} error={labelProps.error} />
    </Field>
  );
}
