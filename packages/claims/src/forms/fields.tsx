// Formik bindings of the ui-kit fields the claims forms use: value, change,
// blur, error and touched come from the form; the widgets stay ui-kit's.
import { DateInput, PhoneInput, Select, Textarea, TextInput, type SelectOption } from '@portal/ui-kit';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Marker = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

/** A required field's label ends with * (hidden from the accessible name); the field carries aria-required. */
function labelOf(label: string, required: boolean): ReactNode {
  return required ? (
    <>
      {label} <Marker aria-hidden="true">*</Marker>
    </>
  ) : (
    label
  );
}

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  /** §2 '(Optional)' suffix, already translated. */
  optionalLabel?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

export function FormTextInput({ name, label, required = false, maxLength, autoComplete, ...rest }: BaseProps & { maxLength?: number; autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <TextInput
      {...rest}
      {...field}
      label={labelOf(label, required)}
      aria-required={required || undefined}
      maxLength={maxLength}
      autoComplete={autoComplete}
      error={meta.error}
      touched={meta.touched}
    />
  );
}

/** §5: phone shown as (###) ###-####, masked while typing (ui-kit PhoneInput). */
export function FormPhoneInput({ name, label, required = false, autoComplete, ...rest }: BaseProps & { autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <PhoneInput
      {...rest}
      {...field}
      autoComplete={autoComplete}
      label={labelOf(label, required)}
      aria-required={required || undefined}
      error={meta.error}
      touched={meta.touched}
    />
  );
}

/** §5: mm/dd/yyyy, auto-masked from 8 digits; the native picker at ≤ 1024 px (ui-kit DateInput). */
export function FormDateInput({ name, label, required = false, ...rest }: BaseProps) {
  const [field, meta] = useField<string>(name);
  return (
    <DateInput
      {...rest}
      {...field}
      label={labelOf(label, required)}
      aria-required={required || undefined}
      error={meta.error}
      touched={meta.touched}
    />
  );
}

export function FormSelect({
  name,
  label,
  required = false,
  options,
  placeholder,
  ...rest
}: BaseProps & { options: readonly SelectOption[]; placeholder: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <Select
      {...rest}
      {...field}
      label={labelOf(label, required)}
      aria-required={required || undefined}
      options={options}
      placeholder={placeholder}
      error={meta.error}
      touched={meta.touched}
    />
  );
}

export function FormTextarea({
  name,
  label,
  required = false,
  maxLength,
  counterText,
  ...rest
}: BaseProps & { maxLength: number; counterText: (remaining: number) => string }) {
  const [field, meta] = useField<string>(name);
  return (
    <Textarea
      {...rest}
      {...field}
      label={labelOf(label, required)}
      aria-required={required || undefined}
      maxLength={maxLength}
      counterText={counterText}
      error={meta.error}
      touched={meta.touched}
    />
  );
}
