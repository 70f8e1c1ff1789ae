import { inputLengths } from '@portal/core';
import { formatZipInput } from '../MaskedInput/input-masks.ts';
import { MaskedTextInput } from '../MaskedInput/MaskedTextInput.tsx';
import type { TextInputProps } from '../TextInput/TextInput.tsx';

export type ZipInputProps = Omit<TextInputProps, 'type' | 'maxLength'>;

/** A ZIP field: 5 digits, or ZIP+4 with a hyphen added as the sixth digit is typed (§5, length 10). */
export function ZipInput({ autoComplete = 'postal-code', ...props }: ZipInputProps) {
  return <MaskedTextInput {...props} type="text" autoComplete={autoComplete} mask={formatZipInput} maxLength={inputLengths.zip} />;
}
