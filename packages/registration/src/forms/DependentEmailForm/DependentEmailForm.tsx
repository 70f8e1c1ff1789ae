// A dependent leaves an email to hear when they can register (§1, §2).
import { emailMaxLength } from '@portal/core';
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createDependentEmailSchema, type DependentEmailValues } from '../email-schema.ts';

export interface DependentEmailFormProps {
  onSubmit: (values: DependentEmailValues) => Promise<void>;
}

const fieldOrder = ['email'];

export function DependentEmailForm({ onSubmit }: DependentEmailFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createDependentEmailSchema(t), [t]);
  return (
    <Formik<DependentEmailValues> initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md" align="flex-start">
            <FormTextInput name="email" type="email" label={t('dependent.email')} autoComplete="email" maxLength={emailMaxLength} required />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('dependent.saving') : t('dependent.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
