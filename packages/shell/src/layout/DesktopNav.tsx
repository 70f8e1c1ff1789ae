// Desktop navigation under the header bar: the same destinations as the
// phone's side menu (§2) — Dashboard (not on /csr), the benefits tabs the
// member may see, Profile (not for CSR users) — so every screen is one
// click away on a wide window too. The tabs' code loads with the first
// signed-in page, never with the public ones.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { useIsMenuLayout } from '@portal/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { MenuBenefitTabs } from './lazy-menu-benefit-tabs.tsx';
import { MenuLink } from './MenuLink.tsx';


// Its height is fixed before the tabs arrive, so nothing below it moves.
const Nav = styled.nav`
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 3rem;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }

  a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    border-bottom-color: ${({ theme }) => theme.color.brand};
  }
`;

// Holds the navigation's place while the session is restored, so a signed-in page does not move down when it arrives.
const Placeholder = styled.div`
  min-height: calc(3rem + 1px);
`;

const noop = () => undefined;

export function DesktopNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  // The benefit tabs come from the member's plans: an account without one (§2 /no-policy-found) has none to
  // ask for, nor has a CSR until they work on a member.
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  const showsBenefitTabs = isCSR ? actingOnMember : hasPolicy;
  // The header hides this nav on a phone (CSS): its tabs' code and data are not fetched there. The hook
  // answers "desktop" while hydrating, so the server's HTML and the first client render still agree.
  const hiddenOnPhone = useIsMenuLayout();
  const restoring = useAuthStore((s) => s.loading);
  if (restoring) return <Placeholder />;
  if (!isLoggedIn) return null;
  return (
    <Nav aria-label={t('nav.label')}>
      <NavList>
        {pathname !== routes.csr ? (
          <MenuLink to={routes.dashboard} onNavigate={noop}>
            {t('menu.dashboard')}
          </MenuLink>
        ) : null}
        {!showsBenefitTabs || hiddenOnPhone ? null : (
          <Suspense fallback={null}>
            <MenuBenefitTabs onNavigate={noop} />
          </Suspense>
        )}
        {isCSR ? null : (
          <MenuLink to={routes.profile} onNavigate={noop}>
            {t('menu.profile')}
          </MenuLink>
        )}
      </NavList>
    </Nav>
  );
}
