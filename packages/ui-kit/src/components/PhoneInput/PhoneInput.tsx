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
export function PhoneInput({ onChange, autoComplete = 'tel-national', ...props }: PhoneInputProps) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={inputLengths.phone}
      onChange={maskedChangeHandler(formatPhoneInput, onChange)}
    />
  );
}
