// §2 mobile (≤ 768 px): a hamburger opens a side menu with Dashboard (hidden
// on /csr), the benefits tabs the member may see, Messages, the CSR links for
// CSR users, Profile (not for CSR users, §6), the language switch and Sign
// Out (Sign In when signed out).
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Button, Modal, Spinner } from '@portal/ui-kit';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { AuthButton } from './AuthButton.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SignedInCsrMenuLinks as CsrMenuLinks, SignedInMemberGreeting as MemberGreeting, SignedInMessagesNavLink as MessagesNavLink } from './lazy-signed-in-parts.tsx';
import { MenuBenefitTabs } from './lazy-menu-benefit-tabs.tsx';
import { MenuLink } from './MenuLink.tsx';


const MenuList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Bars = styled.svg`
  width: 1.25em;
  height: 1.25em;
  margin-right: ${({ theme }) => theme.space.xs};
  vertical-align: -0.2em;
`;

function HamburgerIcon() {
  return (
    <Bars viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </Bars>
  );
}

export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  // The benefit tabs come from the member's plans: an account without one (§2 /no-policy-found) has none to
  // ask for, nor has a CSR until they work on a member.
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  const showsBenefitTabs = isCSR ? actingOnMember : hasPolicy;
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <HamburgerIcon />
        {t('menu.open')}
      </Button>
      <Modal open={open} onClose={close} title={t('menu.title')} closeLabel={t('menu.close')} size="sm">
        <MemberGreeting linkToProfile={false} />
        <nav aria-label={t('menu.title')}>
          <MenuList>
            {isLoggedIn && pathname !== routes.csr ? (
              <MenuLink to={routes.dashboard} onNavigate={close}>
                {t('menu.dashboard')}
              </MenuLink>
            ) : null}
            {isLoggedIn && showsBenefitTabs ? (
              <Suspense
                fallback={
                  <li>
                    <Spinner size="sm" label={t('menu.loadingTabs')} />
                  </li>
                }
              >
                <MenuBenefitTabs onNavigate={close} />
              </Suspense>
            ) : null}
            {isLoggedIn && showsBenefitTabs ? (
              <li>
                <MessagesNavLink onClick={close} />
              </li>
            ) : null}
            {isCSR ? <CsrMenuLinks onNavigate={close} /> : null}
            {isLoggedIn && !isCSR ? (
              <MenuLink to={routes.profile} onNavigate={close}>
                {t('menu.profile')}
              </MenuLink>
            ) : null}
            <li>
              <LanguageSwitch />
            </li>
            <li>
              <AuthButton fullWidth />
            </li>
          </MenuList>
        </nav>
      </Modal>
    </>
  );
}
