// §4 paperless opt in and email update; §5 paperless email: valid, at most
// 60 characters, entered twice and matching. Opting in also asks for the
// e-delivery consent.
import { emailMaxLength } from '@portal/core';
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormCheckbox, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { boolean } from 'yup';
import { createPaperlessEmailSchema } from '../paperless-email-schema.ts';

export interface PaperlessEmailFormProps {
  /** 'optIn' asks for consent; 'updateEmail' changes the address only. */
  purpose: 'optIn' | 'updateEmail';
  initialEmail: string;
  /** Resolves when saved; a rejection keeps what was typed. */
  onSubmit: (email: string) => Promise<void>;
  onCancel?: () => void;
}

const fieldOrder = ['email', 'confirmEmail', 'consent'] as const;

export function PaperlessEmailForm({ purpose, initialEmail, onSubmit, onCancel }: PaperlessEmailFormProps) {
  const { t } = useTranslation('benefits');
  const schema = useMemo(() => {
    const email = createPaperlessEmailSchema(t);
    return purpose === 'optIn'
      ? email.shape({ consent: boolean().oneOf([true], t('paperless.consentRequired')).required(t('paperless.consentRequired')) })
      : email;
  }, [t, purpose]);
  const initialValues = { email: initialEmail, confirmEmail: '', consent: false };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          await onSubmit(values.email.trim());
        } catch {
          // The caller shows what went wrong; the entries stay as typed.
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="md">
            <FormTextInput
              name="email"
              type="email"
              label={t('paperless.email')}
              hint={t('paperless.emailHint')}
              maxLength={emailMaxLength}
              autoComplete="email"
              required
            />
            <FormTextInput
              name="confirmEmail"
              type="email"
              label={t('paperless.confirmEmail')}
              maxLength={emailMaxLength}
              autoComplete="off"
              required
            />
            {purpose === 'optIn' ? (
              <>
                <h3>{t('paperless.consentTitle')}</h3>
                <p>{t('paperless.consent')}</p>
                <FormCheckbox name="consent" label={t('paperless.consentCheckbox')} />
              </>
            ) : null}
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Stack direction="row" gap="sm" wrap>
              <Button type="submit" loading={isSubmitting}>
                {purpose === 'optIn' ? t('paperless.optIn') : t('paperless.updateEmail')}
              </Button>
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel}>
                  {t('paperless.cancel')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
