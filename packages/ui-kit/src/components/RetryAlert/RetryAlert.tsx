// The error state every screen has (quality bar): what failed, and a retry.
// Callers translate both texts.
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';

export interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function RetryAlert({ message, retryLabel, onRetry }: RetryAlertProps) {
  return (
    <Alert type="error">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button variant="link" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
