// §2 profile "change email with one-time code": the new address twice (§5),
// a code sent to it (§7 selfService/email/request), the code typed back
// (selfService/email/validate). Resend and "use a different email" keep the
// member in control; every failure keeps what was typed (§8 texts come from
// the caller). Success hands over to the caller, who waits and signs out (§4).
import { emailMaxLength, verificationCodeLengths } from '@portal/core';
import { Alert, Button, Spinner, Stack, TextInput } from '@portal/ui-kit';
import { FocusFirstInvalid, FormTextInput, RequiredLabel } from '@portal/ui-kit/formik';
import { Form, Formik, useField } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createChangeEmailSchema, createEmailCodeSchema, emptyChangeEmail, type ChangeEmailValues, type EmailCodeValues } from '../change-email-schema.ts';
import type { FormOutcome } from '../form-outcome.ts';
import { FailureAlert } from '../OutcomeAlert.tsx';

export type CodeRequestOutcome = { ok: true; sentTo: string } | Extract<FormOutcome, { ok: false }>;

export interface ChangeEmailFormProps {
  /** The sign-in email today, shown for reference. */
  currentEmail?: string | null;
  /** Sends a code to the new address. */
  onRequestCode: (newEmail: string) => Promise<CodeRequestOutcome>;
  /** Checks the code; on success the sign-in email is the new one. */
  onValidate: (input: { newEmail: string; code: string }) => Promise<FormOutcome>;
  /** Called once the email is changed (the caller waits, then signs the member out). */
  onChanged: () => void;
}

type Step = { kind: 'address' } | { kind: 'code'; newEmail: string; sentTo: string } | { kind: 'changed' };

const addressFields = Object.keys(emptyChangeEmail);

export function ChangeEmailForm({ currentEmail, onRequestCode, onValidate, onChanged }: ChangeEmailFormProps) {
  const { t } = useTranslation('account');
  const addressSchema = useMemo(() => createChangeEmailSchema(t), [t]);
  const codeSchema = useMemo(() => createEmailCodeSchema(t), [t]);
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const [address, setAddress] = useState<ChangeEmailValues>(emptyChangeEmail);
  const [failure, setFailure] = useState<Extract<FormOutcome, { ok: false }> | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const show = (next: Extract<FormOutcome, { ok: false }> | null) => {
    setFailure(next);
    statusRef.current?.focus();
  };

  const requestCode = async (values: ChangeEmailValues) => {
    setFailure(null);
    setResent(false);
    const newEmail = values.newEmail.trim();
    const result = await onRequestCode(newEmail);
    if (!result.ok) return show(result);
    setAddress(values);
    setStep({ kind: 'code', newEmail, sentTo: result.sentTo });
    statusRef.current?.focus();
  };

  const resend = async (newEmail: string) => {
    setFailure(null);
    setResent(false);
    setResending(true);
    const result = await onRequestCode(newEmail);
    setResending(false);
    if (!result.ok) return show(result);
    setStep({ kind: 'code', newEmail, sentTo: result.sentTo });
    setResent(true);
  };

  const validate = async (newEmail: string, { code }: EmailCodeValues) => {
    setFailure(null);
    setResent(false);
    const result = await onValidate({ newEmail, code: code.trim() });
    if (!result.ok) return show(result);
    setStep({ kind: 'changed' });
    statusRef.current?.focus();
    onChanged();
  };

  return (
    <Stack gap="md" as="section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('security.changeEmail.title')}</h3>
      {currentEmail ? <p>{t('security.changeEmail.current', { email: currentEmail })}</p> : null}
      <div ref={statusRef} tabIndex={-1}>
        {failure ? <FailureAlert outcome={failure} /> : null}
        {step.kind === 'code' ? (
          <Alert type="info">{resent ? t('security.changeEmail.resent') : t('security.changeEmail.codeSent', { sentTo: step.sentTo })}</Alert>
        ) : null}
        {step.kind === 'changed' ? (
          <Alert type="success">
            <Stack gap="sm">
              {t('security.changeEmail.success')}
              <Spinner label={t('security.signingOut')} size="sm" labelVisible />
            </Stack>
          </Alert>
        ) : null}
      </div>
      {step.kind === 'address' ? (
        <Formik initialValues={address} validationSchema={addressSchema} onSubmit={requestCode}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('security.changeEmail.title')}>
              <Stack gap="md">
                <FormTextInput name="newEmail" type="email" label={t('security.changeEmail.newEmail')} autoComplete="email" maxLength={emailMaxLength} required />
                <FormTextInput name="confirmEmail" type="email" label={t('security.changeEmail.confirmEmail')} autoComplete="email" maxLength={emailMaxLength} required />
                <FocusFirstInvalid fieldOrder={addressFields} />
                <div>
                  <Button type="submit" loading={isSubmitting}>
                    {t('security.changeEmail.sendCode')}
                  </Button>
                </div>
                {isSubmitting ? <Spinner label={t('security.changeEmail.sending')} size="sm" labelVisible /> : null}
              </Stack>
            </Form>
          )}
        </Formik>
      ) : null}
      {step.kind === 'code' ? (
        <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={(values) => validate(step.newEmail, values)}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('security.changeEmail.title')}>
              <Stack gap="md">
                <CodeField />
                <FocusFirstInvalid fieldOrder={['code']} />
                <Stack direction="row" gap="sm" wrap>
                  <Button type="submit" loading={isSubmitting} disabled={resending}>
                    {t('security.changeEmail.submit')}
                  </Button>
                  <Button variant="secondary" loading={resending} disabled={isSubmitting} onClick={() => void resend(step.newEmail)}>
                    {t('security.changeEmail.resend')}
                  </Button>
                  <Button
                    variant="link"
                    disabled={isSubmitting}
                    onClick={() => {
                      setFailure(null);
                      setStep({ kind: 'address' });
                    }}
                  >
                    {t('security.changeEmail.useAnother')}
                  </Button>
                </Stack>
                {isSubmitting ? <Spinner label={t('security.changeEmail.verifying')} size="sm" labelVisible /> : null}
              </Stack>
            </Form>
          )}
        </Formik>
      ) : null}
    </Stack>
  );
}

/** §5: the six-digit code, offered by the phone's number pad and autofill (one-time-code). */
function CodeField() {
  const { t } = useTranslation('account');
  const [field, meta] = useField<string>('code');
  return (
    <TextInput
      {...field}
      label={<RequiredLabel>{t('security.changeEmail.code')}</RequiredLabel>}
      hint={t('security.changeEmail.codeHint')}
      aria-required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={verificationCodeLengths.email}
      error={meta.error}
      touched={meta.touched}
    />
  );
}
