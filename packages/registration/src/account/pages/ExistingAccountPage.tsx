// §2 /login/existing-account (public), §4 "if the email already exists the
// user is prompted to sign in and policies connect automatically": the
// registration's email step found an account with this email (its
// memberExistsFlow stays set, so after sign-in AfterSignInActions connects
// the verified member to that account).
import { routes } from '@portal/core';
import { Button, Stack } from '@portal/ui-kit';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { useHeadingFocus } from './use-heading-focus.ts';

export function ExistingAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const headingRef = useHeadingFocus();

  // Links for the browser (open in a new tab, copy), client-side moves for a click.
  const go = (to: string, before?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    before?.();
    navigate(to);
  };

  return (
    <Stack gap="lg" align="flex-start">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('existingAccount.title')}
      </h1>
      <p>{t('existingAccount.body')}</p>
      <Stack direction="row" gap="sm" wrap>
        <Button href={routes.login} onClick={go(routes.login)}>
          {t('existingAccount.signIn')}
        </Button>
        <Button
          variant="secondary"
          href={routes.registration.email}
          onClick={go(routes.registration.email, () => useRegistrationStore.getState().update({ memberExistsFlow: false }))}
        >
          {t('existingAccount.useAnotherEmail')}
        </Button>
      </Stack>
    </Stack>
  );
}
