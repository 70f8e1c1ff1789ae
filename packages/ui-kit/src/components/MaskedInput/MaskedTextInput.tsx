import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { maskedChangeHandler } from './use-masked-change.ts';

export interface MaskedTextInputProps extends Omit<TextInputProps, 'maxLength'> {
  /** Writes digits as the mask shows them, e.g. '5551234567' → '(555) 123-4567'. */
  mask: (text: string) => string;
  maxLength: number;
}

/**
 * A numeric TextInput shown through a mask while the member types (§5).
 * onChange gets an ordinary change event whose target.value is the masked
 * text, so formik's handleChange works unchanged.
 */
export function MaskedTextInput({ mask, onChange, value, defaultValue, ...props }: MaskedTextInputProps) {
  return (
    <TextInput
      {...props}
      // A stored value that lacks the mask (e.g. digits from the server) is shown masked.
      value={value === undefined ? undefined : mask(String(value))}
      defaultValue={defaultValue === undefined ? undefined : mask(String(defaultValue))}
      inputMode="numeric"
      onChange={maskedChangeHandler(mask, onChange)}
    />
  );
}
