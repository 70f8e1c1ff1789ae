// A one-time code field (§5: six digits by email and text, five by voice):
// the phone's keypad (inputmode numeric) and the code the phone received
// offered to fill in (autocomplete one-time-code).
import { verificationCodeLengths, type VerificationChannel } from '@portal/core';
import { TextInput } from '@portal/ui-kit';
import { RequiredLabel } from '@portal/ui-kit/formik';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

export interface FormCodeInputProps {
  name: string;
  channel: VerificationChannel;
  label?: string;
}

export function FormCodeInput({ name, channel, label }: FormCodeInputProps) {
  const { t } = useTranslation('registration');
  const [field, meta] = useField<string>(name);
  const length = verificationCodeLengths[channel];
  return (
    <TextInput
      {...field}
      label={<RequiredLabel>{label ?? t('code.label')}</RequiredLabel>}
      hint={t('code.hint', { length })}
      aria-required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      spellCheck={false}
      error={meta.error}
      touched={meta.touched}
    />
  );
}
