// §1: a signed-in New York member reads their brand's New York
// texts (the files each app ships in src/brand/locales/<lng>-NY/). Applied
// once the member data says the state is NY, dropped when it says otherwise.
import { useLanguage } from '@portal/i18n';
import { useEffect } from 'react';
import { useSignedInMember } from '../member/use-signed-in-member.ts';

export function MemberNewYorkTexts() {
  const { isNewYork, setNewYork } = useLanguage();
  const stateCode = useSignedInMember().data?.member.stateCode;

  useEffect(() => {
    // Until the member data arrives nothing changes, so a NY member's texts do not flicker.
    if (stateCode === undefined) return;
    const newYork = stateCode === 'NY';
    if (newYork !== isNewYork) void setNewYork(newYork);
  }, [stateCode, isNewYork, setNewYork]);

  return null;
}
