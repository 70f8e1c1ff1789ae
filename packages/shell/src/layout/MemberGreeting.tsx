// §2: the welcome label with the member's full name; for members the name is
// the link to their profile (§6: CSR users have no Profile link).
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { VisuallyHidden } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMemberFullName } from '../member/use-signed-in-member.ts';

const Welcome = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** `linkToProfile` false where a Profile entry sits beside it (the mobile menu). */
export function MemberGreeting({ linkToProfile = true }: { linkToProfile?: boolean }) {
  const { t } = useTranslation('shell');
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  const fullName = useMemberFullName();
  if (!isLoggedIn || !fullName) return null;
  return (
    <Welcome data-testid="welcome">
      {t('header.welcome')}{' '}
      {isCSR || !linkToProfile ? (
        <strong>{fullName}</strong>
      ) : (
        <Link to={routes.profile}>
          {fullName}
          <VisuallyHidden>{t('header.profileSuffix')}</VisuallyHidden>
        </Link>
      )}
    </Welcome>
  );
}
