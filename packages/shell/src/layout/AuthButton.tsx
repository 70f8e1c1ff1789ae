// §2: Sign In or Sign Out. /login itself needs no Sign In: it is already
// on its way to the identity provider.
import { useAuth, useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { useLanguage } from '@portal/i18n';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export function AuthButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { signIn, signOut } = useAuth();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  if (isLoggedIn) {
    return (
      <Button variant="secondary" fullWidth={fullWidth} onClick={() => void signOut()}>
        {t('header.signOut')}
      </Button>
    );
  }
  if (pathname === routes.login) return null;
  return (
    <Button fullWidth={fullWidth} onClick={() => void signIn({ language })}>
      {t('header.signIn')}
    </Button>
  );
}
