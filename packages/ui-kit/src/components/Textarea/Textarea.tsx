import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from '../Field/field-styles.ts';
import { LabelledField } from '../Field/LabelledField.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  /** Field name (formik's `name`). */
  name: string;
  /** §2 label suffix for optional fields, e.g. '(Optional)'. */
  optionalLabel?: string;
  hint?: ReactNode;
  /** Shown only after blur, when touched or when forced (§4). */
  error?: string;
  touched?: boolean;
  forceError?: boolean;
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
export function Textarea({
  label,
  optionalLabel,
  hint,
  error,
  touched = false,
  forceError = false,
  counterText,
  id,
  onBlur,
  onChange,
  'aria-describedby': callerDescribedBy,
  ...areaProps
}: TextareaProps) {
  const { field, controlProps } = useFieldControl({ id, name: areaProps.name, hint, error, touched, forceError, describedBy: callerDescribedBy, onBlur });
  // Uncontrolled use: remember the length typed so far for the counter.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(areaProps.defaultValue ?? '').length);
  const length = areaProps.value !== undefined ? String(areaProps.value).length : uncontrolledLength;
  const { maxLength } = areaProps;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <LabelledField field={field} label={label} optionalLabel={optionalLabel} hint={hint} error={error}>
      <Area {...areaProps} {...controlProps} onChange={handleChange} />
      {maxLength !== undefined && counterText ? (
        <Counter aria-live="polite">{counterText(Math.max(0, maxLength - length))}</Counter>
      ) : null}
    </LabelledField>
  );
}
