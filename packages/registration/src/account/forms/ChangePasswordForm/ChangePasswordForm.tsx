// §2 profile "change password (current password required)": the current
// password, the new one with the §5 rules as a live checklist, its
// confirmation. A failure keeps what was typed and says why (§8); success
// asks the member to sign in again and hands over to the caller, who signs
// out (§4).
import type { PasswordOwner } from '@portal/core';
import { passwordMaxLength } from '@portal/core';
import { Alert, Button, Spinner, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPasswordInput } from '../../components/FormPasswordInput/FormPasswordInput.tsx';
import { PasswordRulesChecklist } from '../../../components/PasswordRulesChecklist/PasswordRulesChecklist.tsx';
import { createChangePasswordSchema, emptyChangePassword, type ChangePasswordValues } from '../change-password-schema.ts';
import type { FormOutcome } from '../form-outcome.ts';
import { FailureAlert } from '../OutcomeAlert.tsx';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  /** Whose password it is: no part of the user ID or names may be in the new one (§5). */
  owner: PasswordOwner;
  onSubmit: (input: ChangePasswordInput) => Promise<FormOutcome>;
  /** Called once the password is changed (the caller signs the member out). */
  onChanged: () => void;
}

const fieldOrder = Object.keys(emptyChangePassword);

export function ChangePasswordForm({ owner, onSubmit, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => createChangePasswordSchema(t, owner), [t, owner]);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const rulesId = useId();
  const titleId = useId();

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setOutcome(null);
    const result = await onSubmit({ currentPassword, newPassword });
    setOutcome(result);
    outcomeRef.current?.focus();
    if (result.ok) onChanged();
  };

  const changed = outcome?.ok === true;
  return (
    <Formik initialValues={emptyChangePassword} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-labelledby={titleId}>
          <Stack gap="md">
            <h3 id={titleId}>{t('security.changePassword.title')}</h3>
            <div ref={outcomeRef} tabIndex={-1}>
              {outcome && !outcome.ok ? <FailureAlert outcome={outcome} /> : null}
              {changed ? (
                <Alert type="success">
                  <Stack gap="sm">
                    {t('security.changePassword.success')}
                    <Spinner label={t('security.signingOut')} size="sm" labelVisible />
                  </Stack>
                </Alert>
              ) : null}
            </div>
            <FormPasswordInput
              name="currentPassword"
              label={t('security.changePassword.currentPassword')}
              autoComplete="current-password"
              maxLength={passwordMaxLength}
              disabled={changed}
              required
            />
            <FormPasswordInput
              name="newPassword"
              label={t('security.changePassword.newPassword')}
              autoComplete="new-password"
              maxLength={passwordMaxLength}
              describedBy={rulesId}
              disabled={changed}
              required
            />
            <PasswordRulesChecklist
              id={rulesId}
              password={values.newPassword}
              owner={owner}
              heading={t('security.changePassword.rulesTitle')}
            />
            <FormPasswordInput
              name="confirmPassword"
              label={t('security.changePassword.confirmPassword')}
              autoComplete="new-password"
              maxLength={passwordMaxLength}
              disabled={changed}
              required
            />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting} disabled={changed}>
                {t('security.changePassword.submit')}
              </Button>
            </div>
            {isSubmitting ? <Spinner label={t('security.changePassword.saving')} size="sm" labelVisible /> : null}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
