import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { FieldProps } from '../Field/field-props.ts';
import { controlCss } from '../Field/field-styles.ts';
import { LabelledField } from '../Field/LabelledField.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'name'>, FieldProps {
  options: readonly SelectOption[];
  /** First, empty choice (value ''), e.g. 'Select a subject'. */
  placeholder?: string;
}

const Control = styled.div`
  position: relative;

  /* A chevron drawn with borders, in the text colour of the theme. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space.md};
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid ${({ theme }) => theme.color.text};
    border-bottom: 2px solid ${({ theme }) => theme.color.text};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlCss}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;

/** A labelled native <select> (keyboard and screen-reader behaviour come from the browser). */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { field, controlProps, labelProps, nativeProps } = useFieldControl(props);
  return (
    <LabelledField field={field} {...labelProps}>
      <Control>
        <NativeSelect {...nativeProps} {...controlProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Control>
    </LabelledField>
  );
}
