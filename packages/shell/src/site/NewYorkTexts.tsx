// §1: New York members read their brand's New York texts; anyone
// else the brand's ordinary ones. The member's state comes with the member
// data (MemberNewYorkTexts, loaded once signed in); here they are dropped
// again when nobody is signed in.
import { useAuthStore } from '@portal/auth';
import { useLanguage } from '@portal/i18n';
import { useEffect } from 'react';
import { SignedInNewYorkTexts } from '../layout/lazy-signed-in-parts.tsx';

export function NewYorkTexts() {
  const { isNewYork, setNewYork } = useLanguage();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);

  useEffect(() => {
    if (!isLoggedIn && isNewYork) void setNewYork(false);
  }, [isLoggedIn, isNewYork, setNewYork]);

  return <SignedInNewYorkTexts />;
}
