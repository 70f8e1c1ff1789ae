// §2 header: partner logo, Sign In or Sign Out, and when signed in a welcome
// label with the member's full name. Logo height comes from the theme (§2).
import { useMembers } from '@portal/api-client';
import { useAuth, useAuthStore } from '@portal/auth';
import { properCaseName, routes } from '@portal/core';
import { Button, upTo } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const Bar = styled.header`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Logo = styled.img`
  display: block;
  height: ${({ theme }) => theme.logo.height}px;
  width: auto;
  max-width: 60vw;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const DesktopOnly = styled.div`
  display: contents;
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: block;
  }
`;

const Welcome = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

function useMemberFullName(): string | null {
  const { isLoggedIn, hasPolicy, userName } = useAuthStore();
  const members = useMembers({ enabled: isLoggedIn && hasPolicy });
  const member = members.data?.member;
  if (member) return properCaseName([member.firstName, member.middleName, member.lastName].filter(Boolean).join(' '));
  return userName;
}

export function Header() {
  const { t, i18n } = useTranslation('shell');
  const brand = useBrand();
  const { signIn, signOut } = useAuth();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const fullName = useMemberFullName();
  const { pathname } = useLocation();

  return (
    <Bar>
      <Link to={routes.home} aria-label={t('header.homeLink', { partner: brand.displayName })}>
        <Logo src={brand.logoUrl} alt={brand.displayName} />
      </Link>
      <Actions>
        <DesktopOnly>
          {isLoggedIn && fullName ? (
            <Welcome data-testid="welcome">
              {t('header.welcome')} <strong>{fullName}</strong>
            </Welcome>
          ) : null}
          <LanguageSwitch />
          {isLoggedIn ? (
            <Button variant="secondary" onClick={() => void signOut()}>
              {t('header.signOut')}
            </Button>
          ) : pathname !== routes.login ? (
            <Button onClick={() => void signIn({ language: i18n.language })}>{t('header.signIn')}</Button>
          ) : null}
        </DesktopOnly>
        <MobileOnly>
          <MobileMenu fullName={isLoggedIn ? fullName : null} />
        </MobileOnly>
      </Actions>
    </Bar>
  );
}
