import type { ChoiceGroupProps } from '../Field/field-props.ts';
import { ChoiceGroup } from '../Field/ChoiceGroup.tsx';

export interface CheckboxGroupProps extends ChoiceGroupProps {
  values: readonly string[];
  /** The new set of checked values, in the order of `options`. */
  onChange: (values: string[]) => void;
}

/** Several native checkboxes under one legend; the value is the list of checked options. */
export function CheckboxGroup({ values, onChange, ...group }: CheckboxGroupProps) {
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(group.options.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  };
  return <ChoiceGroup {...group} type="checkbox" isChecked={(option) => values.includes(option)} onToggle={toggle} />;
}
