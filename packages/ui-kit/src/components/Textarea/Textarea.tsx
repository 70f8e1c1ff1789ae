import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { FieldProps } from '../Field/field-props.ts';
import { controlCss } from '../Field/field-styles.ts';
import { LabelledField } from '../Field/LabelledField.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'name'>, FieldProps {
  maxLength?: number;
  /** With maxLength: the live counter's text, e.g. (n) => `${n} characters left`. */
  counterText?: (remaining: number) => string;
}

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlCss}
  min-height: 7rem;
  resize: vertical;
`;

const Counter = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: end;
`;

/** A labelled multi-line field with an optional live 'characters left' counter. */
export function Textarea({ counterText, onChange, ...props }: TextareaProps) {
  const { field, controlProps, labelProps, nativeProps } = useFieldControl(props);
  // Uncontrolled use: remember the length typed so far for the counter.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(nativeProps.defaultValue ?? '').length);
  const length = nativeProps.value !== undefined ? String(nativeProps.value).length : uncontrolledLength;
  const { maxLength } = nativeProps;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <LabelledField field={field} {...labelProps}>
      <Area {...nativeProps} {...controlProps} onChange={handleChange} />
      {maxLength !== undefined && counterText ? (
        <Counter aria-live="polite">{counterText(Math.max(0, maxLength - length))}</Counter>
      ) : null}
    </LabelledField>
  );
}
