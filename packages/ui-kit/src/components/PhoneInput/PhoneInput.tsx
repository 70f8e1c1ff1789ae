import { inputLengths } from '@portal/core';
import { formatPhoneInput } from '../MaskedInput/input-masks.ts';
import { maskedChangeHandler } from '../MaskedInput/use-masked-change.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';

export type PhoneInputProps = Omit<TextInputProps, 'type' | 'maxLength'>;

/**
 * A phone field masked as (###) ###-#### while the member types digits (§5,
 * length 14). onChange gets an ordinary change event whose target.value is
 * the masked text, so formik's handleChange works unchanged.
 */
export function PhoneInput({ onChange, value, defaultValue, autoComplete = 'tel-national', ...props }: PhoneInputProps) {
  return (
    <TextInput
      {...props}
      // A stored value that lacks the mask (e.g. digits from the server) is shown masked.
      value={value === undefined ? undefined : formatPhoneInput(String(value))}
      defaultValue={defaultValue === undefined ? undefined : formatPhoneInput(String(defaultValue))}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={inputLengths.phone}
      onChange={maskedChangeHandler(formatPhoneInput, onChange)}
    />
  );
}
