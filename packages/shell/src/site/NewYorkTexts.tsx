// §1 / issue 8 item 9: New York members read the brand's New York text
// variants (served as en-NY / es-NY over the base language). Applied once
// the member data says the state is NY, and dropped again for anyone else.
import { useAuthStore } from '@portal/auth';
import { useLanguage } from '@portal/i18n';
import { useEffect } from 'react';
import { useSignedInMember } from '../member/use-signed-in-member.ts';

export function NewYorkTexts() {
  const { isNewYork, setNewYork } = useLanguage();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const { data } = useSignedInMember();
  const stateCode = data?.member.stateCode;

  useEffect(() => {
    // Until the member data arrives nothing changes, so a NY member's texts do not flicker.
    if (isLoggedIn && stateCode === undefined) return;
    const newYork = isLoggedIn && stateCode === 'NY';
    if (newYork !== isNewYork) void setNewYork(newYork);
  }, [isLoggedIn, stateCode, isNewYork, setNewYork]);

  return null;
}
