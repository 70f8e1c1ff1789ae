// A field whose text is hidden until asked (a password, an SSN), with a
// show/hide toggle: a real button after the field whose pressed state says
// what it does (aria-pressed, aria-controls). What is typed stays in the form
// only; it is never put in a store or in browser storage.
import { Button, Stack, TextInput } from '@portal/ui-kit';
import { RequiredLabel } from '@portal/ui-kit/formik';
import { useField } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const FullWidth = styled.div`
  width: 100%;
`;

export interface FormSecretInputProps {
  name: string;
  label: string;
  showLabel: string;
  hideLabel: string;
  autoComplete: 'new-password' | 'current-password' | 'off';
  hint?: ReactNode;
  /** Extra element ids that describe the field (e.g. the rules checklist). */
  describedBy?: string;
  /** Rewrites the text as it is typed (e.g. the SSN mask ###-##-####). */
  format?: (text: string) => string;
  maxLength?: number;
  inputMode?: 'numeric';
}

export function FormSecretInput({ name, label, showLabel, hideLabel, autoComplete, hint, describedBy, format, maxLength, inputMode }: FormSecretInputProps) {
  const [field, meta, helpers] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <FullWidth>
        <TextInput
          {...field}
          onChange={format ? (event) => void helpers.setValue(format(event.target.value)) : field.onChange}
          id={id}
          type={visible ? 'text' : 'password'}
          label={<RequiredLabel>{label}</RequiredLabel>}
          hint={hint}
          aria-required
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={false}
          autoCapitalize="off"
          error={meta.error}
          touched={meta.touched}
        />
      </FullWidth>
      <Button variant="link" size="sm" aria-controls={id} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
        {visible ? hideLabel : showLabel}
      </Button>
    </Stack>
  );
}
