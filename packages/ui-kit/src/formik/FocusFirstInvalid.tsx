// Quality bar: on a failed submit, focus moves to the first invalid field
// (in the order the member reads them), whose error is announced (role alert).
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export function FocusFirstInvalid({ fieldOrder }: { fieldOrder: readonly string[] }) {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    const first = fieldOrder.find((name) => errors[name] !== undefined);
    if (!first) return;
    const element = document.getElementsByName(first)[0];
    element?.focus();
  }, [submitCount, isSubmitting, isValid, errors, fieldOrder]);
  return null;
}
