import type { ChoiceGroupProps, ChoiceOption } from '../Field/field-props.ts';
import { ChoiceGroup } from '../Field/ChoiceGroup.tsx';

export type { ChoiceOption };

export interface RadioGroupProps extends ChoiceGroupProps {
  value: string;
  onChange: (value: string) => void;
}

/** Native radios in a fieldset: arrow keys move and select, as browsers do. */
export function RadioGroup({ value, onChange, ...group }: RadioGroupProps) {
  return <ChoiceGroup {...group} type="radio" isChecked={(option) => option === value} onToggle={(option) => onChange(option)} />;
}
