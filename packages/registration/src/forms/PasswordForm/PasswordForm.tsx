// Step 5 (§2, §5): the password and its confirmation, with the rules list
// following the typing and a show/hide toggle on each field.
import type { PasswordOwner } from '@portal/core';
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordRulesChecklist } from '../../components/PasswordRulesChecklist/PasswordRulesChecklist.tsx';
import { FormSecretInput } from '../fields/FormSecretInput.tsx';
import { createPasswordSchema, emptyPassword, type PasswordValues } from '../password-schema.ts';

export interface PasswordFormProps {
  /** Whose password it is: no part of their user ID or names may be in it. */
  owner: PasswordOwner;
  onSubmit: (values: PasswordValues) => Promise<void>;
}

const fieldOrder = Object.keys(emptyPassword);

export function PasswordForm({ owner, onSubmit }: PasswordFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createPasswordSchema(t, owner), [t, owner]);
  const rulesId = useId();
  return (
    <Formik initialValues={emptyPassword} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md" align="stretch">
            <FormSecretInput
              name="password"
              label={t('password.password')}
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              autoComplete="new-password"
              describedBy={rulesId}
            />
            <PasswordRulesChecklist id={rulesId} password={values.password} owner={owner} />
            <FormSecretInput
              name="confirmPassword"
              label={t('password.confirm')}
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              autoComplete="new-password"
            />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t('password.creating') : t('password.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
