// §2 header: partner logo, Sign In or Sign Out, and when signed in a welcome
// label with the member's full name linking to the profile; the language
// switch. At 768 px or less (§9) a hamburger side menu holds the navigation;
// registration paths show Sign In or Sign Out in the bar itself, and on
// /benefits the mobile header is empty but for the menu (the tabs dropdown
// heads that page). Logo height comes from the theme (§2). CSR users get the
// csr package's bar under it ('CSR/Admin Access: {email}', the member worked
// on, the CSR links — on phones the links are in the side menu).
import { useAuthStore } from '@portal/auth';
import { registrationPaths, routes } from '@portal/core';
import { upTo } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext.tsx';
import { BrandLogo } from '../brand/BrandLogo.tsx';
import { AuthButton } from './AuthButton.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SignedInCsrHeaderBar as CsrHeaderBar, SignedInMemberGreeting as MemberGreeting, SignedInMessagesNavLink as MessagesNavLink } from './lazy-signed-in-parts.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const Bar = styled.header`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.logo.height}px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

// Wrappers that show their content on one side of the menu breakpoint only;
// display:contents keeps the content in the bar's flex layout.
const AboveMenuBreakpoint = styled.div`
  display: contents;
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: none;
  }
`;

// The Menu button sits at the end of the bar, also where no logo precedes it (/benefits).
const MenuSlot = styled.div`
  display: none;
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: block;
    margin-left: auto;
  }
`;

// At 375 px the logo leaves room for the Menu button (the bar never widens
// the page); a logo narrowed by max-width keeps its proportions.
const Logo = styled.img`
  display: block;
  height: ${({ theme }) => theme.logo.height}px;
  width: auto;
  max-width: 45vw;
  object-fit: contain;
  object-position: left center;
`;

// Fills the bar after the logo, its items at the end: the greeting that
// appears with the member's name moves neither this box nor its neighbours.
const Actions = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

// On a phone the bar's actions are in the side menu, except on registration paths.
const ActionsAboveMenuBreakpoint = styled(Actions)`
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: none;
  }
`;

function LogoLink() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  return (
    <Link to={routes.home} aria-label={t('header.homeLink', { partner: brand.displayName })}>
      <BrandLogo as={Logo} />
    </Link>
  );
}

/** §2 /messages: for a member, and for a CSR working on one (a visitor opens it from the message's email). */
function MessagesLink() {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  if (!isLoggedIn || !(isCSR ? actingOnMember : hasPolicy)) return null;
  return <MessagesNavLink />;
}

export function Header() {
  const { pathname } = useLocation();
  const onRegistration = registrationPaths.includes(pathname);
  const onBenefits = pathname === routes.benefits;
  const BarActions = onRegistration ? Actions : ActionsAboveMenuBreakpoint;
  return (
    <>
      <Bar data-testid="site-header">
        {onBenefits ? (
          <AboveMenuBreakpoint>
            <LogoLink />
          </AboveMenuBreakpoint>
        ) : (
          <LogoLink />
        )}
        <BarActions>
          <AboveMenuBreakpoint>
            <MemberGreeting />
            <MessagesLink />
          </AboveMenuBreakpoint>
          <LanguageSwitch />
          <AuthButton />
        </BarActions>
        {onRegistration ? null : (
          <MenuSlot data-testid="menu-slot">
            <MobileMenu />
          </MenuSlot>
        )}
      </Bar>
      {/* One CSR bar at every width (its links hide themselves on phones, where the side menu has them); none on a phone's registration and benefits pages. */}
      {onRegistration || onBenefits ? (
        <AboveMenuBreakpoint>
          <CsrHeaderBar />
        </AboveMenuBreakpoint>
      ) : (
        <CsrHeaderBar />
      )}
      <AboveMenuBreakpoint>
        <DesktopNav />
      </AboveMenuBreakpoint>
    </>
  );
}
