// §2/§4 session timeout modal: counts down the seconds and offers keep
// working or sign out. Closing it (Escape, backdrop) means keep working.
import { useSessionTimeout } from '@portal/auth';
import { Button, Modal } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export function SessionTimeoutModal() {
  const { t } = useTranslation('shell');
  const { secondsLeft, keepWorking, signOutNow } = useSessionTimeout();
  const open = secondsLeft !== null;
  return (
    <Modal
      open={open}
      onClose={() => void keepWorking()}
      title={t('sessionTimeout.title')}
      description={t('sessionTimeout.body')}
      size="sm"
      actions={
        <>
          <Button onClick={() => void keepWorking()}>{t('sessionTimeout.keepWorking')}</Button>
          <Button variant="secondary" onClick={() => void signOutNow()}>
            {t('sessionTimeout.signOut')}
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="off">
        {t('sessionTimeout.countdown', { count: secondsLeft ?? 0 })}
      </p>
    </Modal>
  );
}
