// /messages for a visitor: what signing in gives, and the button that does it.
import { Button, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export interface SignInToReadProps {
  onSignIn: () => void;
}

export function SignInToRead({ onSignIn }: SignInToReadProps) {
  const { t } = useTranslation('messages');
  return (
    <Stack gap="sm" align="flex-start">
      <p>{t('signedOut.text')}</p>
      <Button onClick={onSignIn}>{t('signedOut.signIn')}</Button>
    </Stack>
  );
}
