import { inputLengths } from '@portal/core';
import { formatZipInput } from '../MaskedInput/input-masks.ts';
import { maskedChangeHandler } from '../MaskedInput/use-masked-change.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';

export type ZipInputProps = Omit<TextInputProps, 'type' | 'maxLength'>;

/**
 * A ZIP field: 5 digits, or ZIP+4 with a hyphen added as the sixth digit is
 * typed (§5, length 10). onChange's target.value is the masked text (formik-ready).
 */
export function ZipInput({ onChange, value, defaultValue, autoComplete = 'postal-code', ...props }: ZipInputProps) {
  return (
    <TextInput
      {...props}
      // A stored value that lacks the mask (e.g. digits from the server) is shown masked.
      value={value === undefined ? undefined : formatZipInput(String(value))}
      defaultValue={defaultValue === undefined ? undefined : formatZipInput(String(defaultValue))}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={inputLengths.zip}
      onChange={maskedChangeHandler(formatZipInput, onChange)}
    />
  );
}
