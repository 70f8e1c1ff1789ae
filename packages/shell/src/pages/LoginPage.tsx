// §2 /login: goes straight to the partner's identity
// provider — no page with a second Sign In button. The saved path (401s, the
// route guard) and the member's language travel with the sign-in request.
// Only if the redirect cannot start (or the sign-in came back failed) does the
// member see an error and a retry.
import { useAuth, useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { useLanguage } from '@portal/i18n';
import { Alert, Button, Spinner } from '@portal/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MessagePanel } from './MessagePanel.tsx';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { signIn } = useAuth();
  const { loading, isLoggedIn, signInFailed, signingOut } = useAuthStore();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const startSignIn = useCallback(async () => {
    setFailed(false);
    try {
      await signIn({ language });
    } catch (error) {
      console.error('Sign-in could not start:', error instanceof Error ? error.message : error);
      setFailed(true);
    }
  }, [signIn, language]);

  useEffect(() => {
    // Once per visit: StrictMode's second effect run must not start a second redirect.
    if (loading || isLoggedIn || signingOut || started.current) return;
    started.current = true;
    // A sign-in that came back and could not be completed: offer a retry rather than loop.
    if (signInFailed) return setFailed(true);
    void startSignIn();
  }, [loading, isLoggedIn, signInFailed, signingOut, startSignIn]);

  if (!loading && isLoggedIn) return <Navigate to={routes.dashboard} replace />;

  if (!failed) return <Spinner label={t('login.redirecting')} labelVisible />;

  return (
    <MessagePanel title={t('login.title')} body={t('login.intro')}>
      <Alert type="error">{t('login.failed')}</Alert>
      <Button onClick={() => void startSignIn()}>{t('login.retry')}</Button>
    </MessagePanel>
  );
}
