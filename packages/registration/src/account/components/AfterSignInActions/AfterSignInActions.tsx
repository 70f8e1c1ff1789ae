// What the registration asked to happen after the first sign-in (§3 flags),
// done once inside the signed-in layout the shell composes:
// - memberExistsFlow (§4 'email already exists … policies connect
//   automatically'): connect the verified member to the account now signed
//   in, and say how it went in a notification;
// - showEdeliveryPageOnLogin (the person chose paperless at completion):
//   open /paperless.
// Each flag is cleared before its work starts, so a reload never repeats it.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { useToasts } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegistrationStore, useRegistrationStoreReady } from '../../../state/registration-store.ts';
import { useConnectPolicy, type ConnectState } from '../../lib/use-connect-policy.ts';

/** A taken member or account, or a gone verification, won't connect by trying again: say so instead of 'at this time'. */
function failureTextKey(result: ConnectState): string {
  if (result.status === 'failed' && result.reason === 'taken') return 'afterSignIn.taken';
  if (result.status === 'failed' && result.reason === 'expired') return 'afterSignIn.expired';
  return 'afterSignIn.failed';
}

export function AfterSignInActions() {
  const { t } = useTranslation('account');
  const ready = useRegistrationStoreReady();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  const memberExistsFlow = useRegistrationStore((s) => s.memberExistsFlow);
  const showEdeliveryPageOnLogin = useRegistrationStore((s) => s.showEdeliveryPageOnLogin);
  const { state, connect } = useConnectPolicy();
  const busy = state.status === 'connecting' || state.status === 'refreshing';
  const { showToast } = useToasts();
  const navigate = useNavigate();
  const connecting = useRef(false);

  useEffect(() => {
    if (!ready || !isLoggedIn || isCSR || !memberExistsFlow || connecting.current) return;
    const { referenceId, stepDone, update } = useRegistrationStore.getState();
    update({ memberExistsFlow: false });
    // Only a registration whose identity step succeeded can connect.
    if (!referenceId || stepDone < 2) return;
    connecting.current = true;
    void connect(referenceId).then((result) => {
      showToast(result.status === 'connected' ? { message: t('afterSignIn.connected'), type: 'success' } : { message: t(failureTextKey(result)), type: 'error' });
    });
  }, [ready, isLoggedIn, isCSR, memberExistsFlow, connect, showToast, t]);

  useEffect(() => {
    // After a connection (the paperless page needs the policy), never during one.
    if (!ready || !isLoggedIn || isCSR || !showEdeliveryPageOnLogin || memberExistsFlow || busy) return;
    useRegistrationStore.getState().update({ showEdeliveryPageOnLogin: false });
    navigate(routes.paperless);
  }, [ready, isLoggedIn, isCSR, showEdeliveryPageOnLogin, memberExistsFlow, busy, navigate]);

  return null;
}
