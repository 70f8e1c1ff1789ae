// §2 /no-policy-found (signed in): a person whose account has no policy is
// asked whether they have a dental or vision plan with us. Yes starts the
// connect flow (the registration's find-you and verify steps in 'connect'
// mode, which come back here with ?connect=1); no explains what the site is
// for and offers sign-out. With ?connect=1 the account-connecting screen
// connects the verified member.
import { useAuth, useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Alert, Button, Spinner, Stack } from '@portal/ui-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useRegistrationStore, useRegistrationStoreReady } from '../../state/registration-store.ts';
import { AccountConnecting } from '../components/AccountConnecting/AccountConnecting.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

/** The query flag the connect flow's last step adds on its way back. */
export const connectQueryFlag = 'connect';

export function NoPolicyFoundPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const connecting = search.get(connectQueryFlag) === '1';
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const headingRef = useHeadingFocus();
  const navigate = useNavigate();
  const { signOut } = useAuth();

  const startConnectFlow = () => {
    useRegistrationStore.getState().reset({ mode: 'connect' });
    navigate(routes.registration.register);
  };

  // Nothing to connect: a member with a policy belongs on the dashboard.
  if (hasPolicy && !connecting) return <Navigate to={routes.dashboard} replace />;
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {connecting ? t('connecting.title') : t('noPolicy.title')}
      </h1>
      {connecting ? (
        <ConnectVerified onVerifyAgain={startConnectFlow} onSignOut={() => void signOut()} />
      ) : (
        <PlanQuestion onYes={startConnectFlow} onSignOut={() => void signOut()} />
      )}
    </Stack>
  );
}

/** Waits for the stored registration (§3: rehydrated, or 5000 ms), then connects it. */
function ConnectVerified({ onVerifyAgain, onSignOut }: { onVerifyAgain: () => void; onSignOut: () => void }) {
  const ready = useRegistrationStoreReady();
  const { referenceId, mode, stepDone } = useRegistrationStore();
  const { t } = useTranslation('account');
  if (!ready) return <Spinner label={t('connecting.progress')} labelVisible />;
  // Only a registration of the connect flow whose identity step succeeded can connect.
  const verified = mode === 'connect' && stepDone >= 2 ? referenceId : null;
  return <AccountConnecting referenceId={verified} onVerifyAgain={onVerifyAgain} onSignOut={onSignOut} />;
}

function PlanQuestion({ onYes, onSignOut }: { onYes: () => void; onSignOut: () => void }) {
  const { t } = useTranslation('account');
  const [answer, setAnswer] = useState<'no' | null>(null);
  const questionId = useId();
  return (
    <Stack gap="md" align="flex-start">
      <p>{t('noPolicy.intro')}</p>
      <div role="group" aria-labelledby={questionId}>
        <Stack gap="sm">
          <p id={questionId}>
            <strong>{t('noPolicy.question')}</strong>
          </p>
          <Stack direction="row" gap="sm" wrap>
            <Button onClick={onYes}>{t('noPolicy.yes')}</Button>
            <Button variant="secondary" onClick={() => setAnswer('no')}>
              {t('noPolicy.no')}
            </Button>
          </Stack>
        </Stack>
      </div>
      {answer === 'no' ? (
        <Alert type="info" title={t('noPolicy.noPlan.title')}>
          <Stack gap="sm" align="flex-start">
            {t('noPolicy.noPlan.body')}
            <Button variant="secondary" onClick={onSignOut}>
              {t('noPolicy.signOut')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
