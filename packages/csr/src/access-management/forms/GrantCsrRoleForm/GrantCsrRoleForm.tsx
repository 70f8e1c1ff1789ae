// Access management: give a staff account the CSR role by its email. The
// server's refusal — no account has the email (404), or it is a member's
// account (409) — is shown on the field in its own words, so the admin knows
// what to fix; a success is announced and the field emptied for the next one.
import { grantCsrRoleFailure } from '@portal/api-client';
import { Alert, Button, Card, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantCsrRole } from '../../api/grant-csr-role.ts';
import { createGrantCsrRoleSchema, emptyGrantCsrRole, staffEmailMaxLength, type GrantCsrRoleValues } from '../grant-csr-role-schema.ts';

const fieldOrder = ['email'] as const;

export function GrantCsrRoleForm() {
  const { t } = useTranslation('accessLog');
  const grant = useGrantCsrRole();
  const schema = useMemo(() => createGrantCsrRoleSchema(t), [t]);
  const [granted, setGranted] = useState<string | null>(null);

  const onSubmit = async ({ email }: GrantCsrRoleValues, helpers: FormikHelpers<GrantCsrRoleValues>) => {
    setGranted(null);
    try {
      const account = await grant.mutateAsync(email.trim());
      setGranted(account.email);
      helpers.resetForm();
    } catch (error) {
      const failure = grantCsrRoleFailure(error);
      const text =
        failure.kind === 'notFound'
          ? (failure.message ?? t('management.grant.notFound'))
          : failure.kind === 'memberAccount'
            ? (failure.message ?? t('management.grant.conflict'))
            : t('management.grant.failed');
      helpers.setFieldError('email', text);
      helpers.setFieldTouched('email', true, false);
    }
  };

  return (
    <Card title={t('management.grant.title')}>
      <Formik initialValues={emptyGrantCsrRole} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Stack gap="md" align="flex-start">
              <p>{t('management.grant.help')}</p>
              <FormTextInput name="email" type="email" label={t('management.grant.email')} required maxLength={staffEmailMaxLength} autoComplete="off" />
              <Button type="submit" loading={isSubmitting}>
                {t('management.grant.submit')}
              </Button>
              <div role="status">{granted ? <Alert type="success">{t('management.grant.granted', { email: granted })}</Alert> : null}</div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
