import type { FocusEvent, ReactNode } from 'react';

/** What every labelled field widget takes besides its native props. */
export interface FieldProps {
  /** Visible label; required for every field. */
  label: ReactNode;
  /** Field name (formik's `name`). */
  name: string;
  /** §2 label suffix for optional fields, already translated, e.g. '(Optional)'. */
  optionalLabel?: string;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; shown only once the field is touched or blurred, or when forced (§4). */
  error?: string;
  /** The form considers the field touched (formik's `meta.touched`, e.g. after submit). */
  touched?: boolean;
  /** Show the error now, touched or not (§4 "when forced"). */
  forceError?: boolean;
}

/** What a choice group (radios, checkboxes under one legend) takes besides its value. */
export interface ChoiceGroupProps {
  /** The question, e.g. 'May we share your name with the provider?'. */
  legend: ReactNode;
  /** Name of every radio or checkbox (formik's field name). */
  name: string;
  options: readonly ChoiceOption[];
  /** Called with the blur event when focus leaves the group (formik's handleBlur). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  optionalLabel?: string;
  hint?: ReactNode;
  /** Shown only after the group is left, when touched or when forced (§4). */
  error?: string;
  touched?: boolean;
  forceError?: boolean;
  /** Options side by side (e.g. Yes / No) instead of stacked. */
  inline?: boolean;
  disabled?: boolean;
  id?: string;
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}
