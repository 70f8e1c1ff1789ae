// Formik bindings of the ui-kit fields (entry point @portal/ui-kit/formik, so
// pages without forms never load formik): value, change, blur, error and
// touched come from the form; the widgets stay ui-kit's.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { DateInput } from '../components/DateInput/DateInput.tsx';
import { PhoneInput } from '../components/PhoneInput/PhoneInput.tsx';
import { RadioGroup, type ChoiceOption } from '../components/RadioGroup/RadioGroup.tsx';
import { Select, type SelectOption } from '../components/Select/Select.tsx';
import { Textarea } from '../components/Textarea/Textarea.tsx';
import { TextInput } from '../components/TextInput/TextInput.tsx';
import { ZipInput } from '../components/ZipInput/ZipInput.tsx';

const Marker = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

/** §3/§5: a required field's label ends with *; the field itself carries aria-required. */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <Marker aria-hidden="true">*</Marker>
    </>
  );
}

function labelOf(label: string, required: boolean): ReactNode {
  return required ? <RequiredLabel>{label}</RequiredLabel> : label;
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

export function FormTextInput({
  name,
  label,
  required = false,
  type = 'text',
  maxLength,
  autoComplete,
  ...rest
}: BaseProps & { type?: 'text' | 'email'; maxLength?: number; autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <TextInput
      {...rest}
      {...field}
      type={type}
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

/** §5: ZIP, 5 digits (or ZIP+4), masked while typing (ui-kit ZipInput). */
export function FormZipInput({ name, label, required = false, ...rest }: BaseProps) {
  const [field, meta] = useField<string>(name);
  return (
    <ZipInput
      {...rest}
      {...field}
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

export function FormRadioGroup({
  name,
  label,
  required = false,
  options,
  ...rest
}: BaseProps & { options: readonly ChoiceOption[] }) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <RadioGroup
      {...rest}
      name={name}
      legend={labelOf(label, required)}
      options={options}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      inline
      error={meta.error}
      touched={meta.touched}
    />
  );
}

export function FormCheckbox({ name, label, ...rest }: Omit<BaseProps, 'label' | 'required'> & { label: ReactNode }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <Checkbox
      {...rest}
      name={field.name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={meta.error}
      touched={meta.touched}
    />
  );
}
