// §2 /login: where the guard and 401s send the user; one action starts the
// provider's sign-in (the saved path is restored afterwards).
import { useAuth } from '@portal/auth';
import { Button, Alert } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from './MessagePanel.tsx';

export function LoginPage() {
  const { t, i18n } = useTranslation('shell');
  const { signIn } = useAuth();
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');

  async function startSignIn() {
    setState('redirecting');
    try {
      await signIn({ language: i18n.language });
    } catch {
      setState('failed');
    }
  }

  return (
    <MessagePanel title={t('login.title')} body={t('login.intro')}>
      {state === 'failed' ? <Alert type="error">{t('login.failed')}</Alert> : null}
      <Button loading={state === 'redirecting'} onClick={() => void startSignIn()}>
        {t('login.signIn')}
      </Button>
    </MessagePanel>
  );
}
