// §2/§4 session timeout dialog: counts down the seconds and offers keep
// working or sign out. Closing it (Escape, backdrop) means keep working.
// Mounted (open) by SessionTimeoutModal.tsx while the countdown runs.
import type { SessionTimeout } from '@portal/auth';
import { Button, Modal } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export default function SessionTimeoutDialog({ secondsLeft, keepWorking, signOutNow }: SessionTimeout & { secondsLeft: number }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open
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
        {t('sessionTimeout.countdown', { count: secondsLeft })}
      </p>
    </Modal>
  );
}
