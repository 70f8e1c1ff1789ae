import { inputLengths } from '@portal/core';
import type { ChangeEvent } from 'react';
import { useIsMobileLayout } from '../../hooks/use-media-query.ts';
import { formatDateInput } from '../MaskedInput/input-masks.ts';
import { maskedChangeHandler } from '../MaskedInput/use-masked-change.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';

export interface DateInputProps extends Omit<TextInputProps, 'type' | 'maxLength'> {
  /** §5: phones and tablets (≤ 1024 px) get the native date picker. Default true. */
  nativePickerOnMobile?: boolean;
}

/** 'mm/dd/yyyy' → 'yyyy-mm-dd' for a native date input; '' while incomplete. */
function toIsoDate(text: unknown): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(text ?? ''));
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** 'yyyy-mm-dd' → 'mm/dd/yyyy'; '' when cleared. */
function fromIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** The same change event, but its target reads `value` (formik reads target.name and target.value). */
function withTargetValue(event: ChangeEvent<HTMLInputElement>, value: string): ChangeEvent<HTMLInputElement> {
  const { name, id } = event.target;
  const target = { name, id, type: 'text', value } as unknown as ChangeEvent<HTMLInputElement>['target'];
  return { ...event, target, currentTarget: target };
}

/**
 * A date field that always speaks mm/dd/yyyy (§5, length 10). On desktop the
 * member types digits and the slashes appear; at ≤ 1024 px the native date
 * picker is shown, and its value is handed to onChange as mm/dd/yyyy too.
 */
export function DateInput({ onChange, value, defaultValue, nativePickerOnMobile = true, ...props }: DateInputProps) {
  const mobile = useIsMobileLayout();

  if (nativePickerOnMobile && mobile) {
    return (
      <TextInput
        {...props}
        type="date"
        min="1900-01-01"
        max="2099-12-31"
        {...(value !== undefined ? { value: toIsoDate(value) } : { defaultValue: toIsoDate(defaultValue) })}
        onChange={(event) => onChange?.(withTargetValue(event, fromIsoDate(event.target.value)))}
      />
    );
  }

  return (
    <TextInput
      {...props}
      value={value}
      defaultValue={defaultValue}
      type="text"
      inputMode="numeric"
      maxLength={inputLengths.date}
      onChange={maskedChangeHandler(formatDateInput, onChange)}
    />
  );
}
