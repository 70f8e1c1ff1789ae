// §2 "an account-connecting screen reports success or failure": connects the
// verified member (the registration store's referenceId) to the signed-in
// account once, with progress while it works; success leads to the
// dashboard, failure says why (§8 'error connecting account', 'could not
// add member data at this time') and offers what can help: try again, or
// verify again when the verification is gone.
import { routes } from '@portal/core';
import { Alert, Button, Spinner, Stack } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { connectThrottledText } from '../../lib/failure-texts.ts';
import { useConnectPolicy, type ConnectState } from '../../lib/use-connect-policy.ts';

export interface AccountConnectingProps {
  /** The verified registration to connect; null when there is none (then the member verifies first). */
  referenceId: string | null;
  /** Start the identity check again (the connect flow's find-you step). */
  onVerifyAgain: () => void;
  /** Sign out: the way on when the session could not be renewed. */
  onSignOut: () => void;
}

export function AccountConnecting({ referenceId, onVerifyAgain, onSignOut }: AccountConnectingProps) {
  const { t } = useTranslation('account');
  const { state, connect } = useConnectPolicy();
  const started = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!referenceId || started.current) return;
    started.current = true;
    void connect(referenceId).then(() => statusRef.current?.focus());
  }, [referenceId, connect]);

  if (!referenceId && state.status === 'idle') {
    return (
      <Stack gap="md" align="flex-start">
        <Alert type="info">{t('connecting.missing')}</Alert>
        <Button onClick={onVerifyAgain}>{t('connecting.verifyAgain')}</Button>
      </Stack>
    );
  }
  return (
    <div ref={statusRef} tabIndex={-1}>
      <ConnectStatus
        state={state}
        onRetry={() => referenceId && void connect(referenceId).then(() => statusRef.current?.focus())}
        onVerifyAgain={onVerifyAgain}
        onSignOut={onSignOut}
      />
    </div>
  );
}

function ConnectStatus({
  state,
  onRetry,
  onVerifyAgain,
  onSignOut,
}: {
  state: ConnectState;
  onRetry: () => void;
  onVerifyAgain: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  switch (state.status) {
    case 'idle':
    case 'connecting':
      return <Spinner label={t('connecting.progress')} labelVisible />;
    case 'refreshing':
      return <Spinner label={t('connecting.refreshing')} labelVisible />;
    case 'connected':
      return state.sessionRefreshed ? (
        <Stack gap="md" align="flex-start">
          <Alert type="success" title={t('connecting.success.title')}>
            {t('connecting.success.body')}
          </Alert>
          <Button onClick={() => navigate(routes.dashboard)}>{t('connecting.toDashboard')}</Button>
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          <Alert type="info">{t('connecting.refreshFailed')}</Alert>
          <Button onClick={onSignOut}>{t('noPolicy.signOut')}</Button>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="md" align="flex-start">
          <Alert type="error" title={t('connecting.failure.title')}>
            {state.reason === 'taken'
              ? t('connecting.failure.taken')
              : state.reason === 'expired'
                ? t('connecting.failure.expired')
                : state.reason === 'throttled'
                  ? connectThrottledText(t, state.retryAfterSeconds)
                  : t('connecting.failure.body')}
          </Alert>
          {state.reason === 'expired' ? (
            <Button onClick={onVerifyAgain}>{t('connecting.verifyAgain')}</Button>
          ) : state.reason === 'taken' ? null : (
            <Button onClick={onRetry}>{t('connecting.tryAgain')}</Button>
          )}
        </Stack>
      );
  }
}
