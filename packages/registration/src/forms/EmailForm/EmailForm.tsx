// Step 3 (§2, §5): the sign-in email typed twice, at most 60 characters.
import { emailMaxLength } from '@portal/core';
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createEmailSchema, emptyEmail, type EmailValues } from '../email-schema.ts';

export interface EmailFormProps {
  initialValues?: EmailValues;
  onSubmit: (values: EmailValues) => Promise<void>;
}

const fieldOrder = Object.keys(emptyEmail);

export function EmailForm({ initialValues = emptyEmail, onSubmit }: EmailFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createEmailSchema(t), [t]);
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md" align="flex-start">
            <FormTextInput name="email" type="email" label={t('email.email')} hint={t('email.hint')} autoComplete="email" maxLength={emailMaxLength} required />
            <FormTextInput name="confirmEmail" type="email" label={t('email.confirmEmail')} autoComplete="email" maxLength={emailMaxLength} required />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('email.sending') : t('email.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
