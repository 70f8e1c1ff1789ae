// A password field bound to Formik with a show/hide toggle: the member can
// check what they typed (NIST 800-63B-4 asks verifiers to offer it). The
// toggle is a real button after the field, named for the field it reveals.
import { TextInput } from '@portal/ui-kit';
import { RequiredLabel } from '@portal/ui-kit/formik';
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface FormPasswordInputProps {
  name: string;
  label: string;
  /** 'current-password' for the one the member has, 'new-password' for a new one (password managers fill or suggest). */
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  maxLength?: number;
  /** Ids of text that describes the field (e.g. the rules checklist). */
  describedBy?: string;
  disabled?: boolean;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

// A link-like button at least 44 px tall (WCAG 2.5.5 target size).
const Toggle = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export function FormPasswordInput({ name, label, autoComplete, required = false, maxLength, describedBy, disabled }: FormPasswordInputProps) {
  const { t } = useTranslation('account');
  const [field, meta] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const fieldName = label.toLocaleLowerCase();
  return (
    <Wrapper>
      <TextInput
        {...field}
        type={visible ? 'text' : 'password'}
        label={required ? <RequiredLabel>{label}</RequiredLabel> : label}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={maxLength}
        disabled={disabled}
        error={meta.error}
        touched={meta.touched}
      />
      <Toggle
        type="button"
        aria-label={t(visible ? 'security.hideLabel' : 'security.showLabel', { field: fieldName })}
        onClick={() => setVisible((shown) => !shown)}
        disabled={disabled}
      >
        {t(visible ? 'security.hide' : 'security.show')}
      </Toggle>
    </Wrapper>
  );
}
