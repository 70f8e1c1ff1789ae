// A one-time code and what to do with it (§5: six digits by email and text,
// five by voice, valid 5 minutes): verify, or ask for a new code. Used by the
// email passcode of step 2, the email of step 3 and the phone of step 4.
import type { VerificationChannel } from '@portal/core';
import { Alert, Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCodeSchema, emptyCode, type CodeValues } from '../code-schema.ts';
import { FormCodeInput } from '../fields/FormCodeInput.tsx';

export interface CodeFormProps {
  channel: VerificationChannel;
  /** Where the code went, e.g. 'We sent a code to m•••@example.com.' */
  sentText?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  /** Sends a new code; absent when a new one cannot be asked for here. */
  onResend?: () => Promise<void>;
  /** Why the last code was refused, or why the last call failed (already translated). */
  refusal?: string | null;
}

const fieldOrder = ['code'];

export function CodeForm({ channel, sentText, submitLabel, onSubmit, onResend, refusal }: CodeFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createCodeSchema(t, channel), [t, channel]);
  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (!onResend) return;
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };
  return (
    <Formik<CodeValues> initialValues={emptyCode} validationSchema={schema} onSubmit={(values) => onSubmit(values.code.trim())}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || resending || undefined}>
          <Stack gap="md" align="flex-start">
            {sentText ? <p>{sentText}</p> : null}
            {refusal ? <Alert type="error">{refusal}</Alert> : null}
            <FormCodeInput name="code" channel={channel} />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Stack direction="row" gap="md" wrap align="center">
              <Button type="submit" loading={isSubmitting} disabled={resending}>
                {submitLabel}
              </Button>
              {onResend ? (
                <Button variant="secondary" loading={resending} disabled={isSubmitting} onClick={() => void resend()}>
                  {resending ? t('code.resending') : t('code.resend')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
