// A failed call on a registration step (§8): what went wrong in the person's
// language, announced at once (role alert). The form beside it keeps what was
// typed, so trying again is one click. A registration that timed out (410)
// can only start again, so it links to step 1.
import { routes } from '@portal/core';
import { Alert, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface CallFailureAlertProps {
  message: string | null;
  /** The registration is gone: offer to start again. */
  startAgain?: boolean;
}

export function CallFailureAlert({ message, startAgain = false }: CallFailureAlertProps) {
  const { t } = useTranslation('registration');
  if (!message) return null;
  return (
    <Alert type="error">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        {startAgain ? <Link to={routes.registration.register}>{t('failures.startAgain')}</Link> : null}
      </Stack>
    </Alert>
  );
}
