import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { FieldProps } from '../Field/field-props.ts';
import { controlCss } from '../Field/field-styles.ts';
import { LabelledField } from '../Field/LabelledField.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'search' | 'url' | 'date';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'name'>, FieldProps {
  type?: TextInputType;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
`;

/** Labelled text field with hint and an error that appears after blur (§4 input field states). */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  const { field, controlProps, labelProps, nativeProps } = useFieldControl(props);
  return (
    <LabelledField field={field} {...labelProps}>
      <Input {...nativeProps} {...controlProps} type={type} />
    </LabelledField>
  );
}
