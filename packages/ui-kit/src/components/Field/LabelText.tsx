import type { ReactNode } from 'react';
import { OptionalSuffix } from './field-styles.ts';

/** A field's label followed by the §2 optional suffix, e.g. 'Phone (Optional)'. */
export function LabelText({ label, optionalLabel }: { label: ReactNode; optionalLabel?: string | undefined }) {
  return (
    <>
      {label}
      {optionalLabel ? (
        <>
          {' '}
          <OptionalSuffix>{optionalLabel}</OptionalSuffix>
        </>
      ) : null}
    </>
  );
}
