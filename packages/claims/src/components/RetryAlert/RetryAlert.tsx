// The error state of every claims screen: what failed, and a retry.
import { Alert, Button, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export interface RetryAlertProps {
  message: string;
  onRetry: () => void;
}

export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  const { t } = useTranslation('claims');
  return (
    <Alert type="error">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button variant="link" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
