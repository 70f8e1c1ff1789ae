import type { ChangeEvent } from 'react';
import { caretAfterDigits } from './input-masks.ts';

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * onChange for a masked field: rewrites the input's text with `format`
 * before the caller sees the event, so formik's handleChange stores the
 * masked text (target.name / target.value as usual). The caret stays after
 * the same digits, so editing in the middle does not jump to the end.
 */
export function maskedChangeHandler(
  format: (text: string) => string,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = input.value;
    const masked = format(typed);
    if (masked !== typed) {
      const caret = input.selectionStart ?? typed.length;
      const digitsBefore = countDigits(typed.slice(0, caret));
      input.value = masked;
      if (input.ownerDocument.activeElement === input) {
        const position = caretAfterDigits(masked, digitsBefore);
        input.setSelectionRange(position, position);
      }
    }
    onChange?.(event);
  };
}
