import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from '../Field/field-styles.ts';
import { LabelledField } from '../Field/LabelledField.tsx';
import { useFieldControl } from '../Field/use-field-control.ts';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  /** Field name (formik's `name`). */
  name: string;
  options: readonly SelectOption[];
  /** First, empty choice (value ''), e.g. 'Select a subject'. */
  placeholder?: string;
  /** §2 label suffix for optional fields, e.g. '(Optional)'. */
  optionalLabel?: string;
  hint?: ReactNode;
  /** Shown only after blur, when touched or when forced (§4). */
  error?: string;
  touched?: boolean;
  forceError?: boolean;
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
export function Select({
  label,
  options,
  placeholder,
  optionalLabel,
  hint,
  error,
  touched = false,
  forceError = false,
  id,
  onBlur,
  'aria-describedby': callerDescribedBy,
  ...selectProps
}: SelectProps) {
  const { field, controlProps } = useFieldControl({ id, name: selectProps.name, hint, error, touched, forceError, describedBy: callerDescribedBy, onBlur });

  return (
    <LabelledField field={field} label={label} optionalLabel={optionalLabel} hint={hint} error={error}>
      <Control>
        <NativeSelect {...selectProps} {...controlProps}>
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
