// Step 5 (§2, §4): the password creates the account. The server's 406 lists
// what it refused in the person's language (e.g. a blocklisted password);
// a member who already has an account (409) gets §8 'Unable to register,
// contact customer service' and a way to sign in; anything else §8 'There
// was an error creating your password. Please try again'.
import { accountCallFailure } from '@portal/api-client';
import { routes } from '@portal/core';
import { Alert, Stack } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateRegistrationPassword } from '../api/create-registration-password.ts';
import { CallFailureAlert } from '../components/CallFailureAlert/CallFailureAlert.tsx';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import type { PasswordValues } from '../forms/password-schema.ts';
import { PasswordForm } from '../forms/PasswordForm/PasswordForm.tsx';
import { useCallFailure } from '../lib/use-call-failure.ts';
import { useRegistrationStore } from '../state/registration-store.ts';

export function PasswordPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const create = useCreateRegistrationPassword();
  const { failure, clear, show } = useCallFailure();
  const [policySummaries, setPolicySummaries] = useState<string[]>([]);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const email = useRegistrationStore((state) => state.email);
  const firstName = useRegistrationStore((state) => state.firstName);
  const lastName = useRegistrationStore((state) => state.lastName);
  const owner = useMemo(() => ({ userId: email, firstName, lastName }), [email, firstName, lastName]);

  const submit = async ({ password, confirmPassword }: PasswordValues) => {
    const { referenceId, update, completeStep } = useRegistrationStore.getState();
    clear();
    setPolicySummaries([]);
    setAlreadyRegistered(false);
    try {
      const account = await create.mutateAsync({ referenceId: referenceId ?? '', password, confirmPassword });
      update({ userId: account.userId });
      completeStep(5);
      void navigate(routes.registration.complete);
    } catch (error) {
      const kind = accountCallFailure(error);
      if (kind.kind === 'passwordPolicy' && kind.failures.length > 0) {
        setPolicySummaries(kind.failures.map((rule) => rule.summary));
        return;
      }
      if (kind.kind === 'memberHasAccount') {
        setAlreadyRegistered(true);
        return;
      }
      show(error, t('notifications.passwordCreateFailed', { ns: 'i18n' }));
    }
  };

  return (
    <StepPage heading={t('password.heading')} step={5} intro={t('password.intro')}>
      <CallFailureAlert {...failure} />
      {policySummaries.length > 0 ? (
        <Alert type="error" title={t('password.serverRules')}>
          <ul>
            {policySummaries.map((summary) => (
              <li key={summary}>{summary}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {alreadyRegistered ? (
        <Alert type="error">
          <Stack gap="xs" align="flex-start">
            <span>{t('password.alreadyRegistered')}</span>
            <Link to={routes.login}>{t('password.signInInstead')}</Link>
          </Stack>
        </Alert>
      ) : null}
      <PasswordForm owner={owner} onSubmit={submit} />
    </StepPage>
  );
}
