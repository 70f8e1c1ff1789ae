// §2/§4 session timeout: the hook counts the session's time on every signed-in
// page; the dialog (SessionTimeoutDialog.tsx, with the Modal) loads only when
// the countdown starts, never with a page's first load.
import { useSessionTimeout } from '@portal/auth';
import { lazy, Suspense } from 'react';

const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog.tsx'));

export function SessionTimeoutModal() {
  const timeout = useSessionTimeout();
  if (timeout.secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog {...timeout} secondsLeft={timeout.secondsLeft} />
    </Suspense>
  );
}
