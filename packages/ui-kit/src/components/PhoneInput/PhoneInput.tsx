import { inputLengths } from '@portal/core';
import { formatPhoneInput } from '../MaskedInput/input-masks.ts';
import { MaskedTextInput } from '../MaskedInput/MaskedTextInput.tsx';
import type { TextInputProps } from '../TextInput/TextInput.tsx';

export type PhoneInputProps = Omit<TextInputProps, 'type' | 'maxLength'>;

/** A phone field masked as (###) ###-#### while the member types digits (§5, length 14). */
export function PhoneInput({ autoComplete = 'tel-national', ...props }: PhoneInputProps) {
  return <MaskedTextInput {...props} type="tel" autoComplete={autoComplete} mask={formatPhoneInput} maxLength={inputLengths.phone} />;
}
