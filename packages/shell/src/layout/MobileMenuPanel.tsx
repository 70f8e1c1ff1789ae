// The phone's side menu itself (MobileMenu.tsx opens it): the Modal, the
// links, the language switch and Sign In/Out, in a chunk of its own that
// loads when the member reaches for the menu, not with the page.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Modal, Spinner } from '@portal/ui-kit';
import { Suspense } from 'react';
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

/** Open while mounted. */
export default function MobileMenuPanel({ onClose: close }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  // The benefit tabs come from the member's plans: an account without one (§2 /no-policy-found) has none to
  // ask for, nor has a CSR until they work on a member.
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  const showsBenefitTabs = isCSR ? actingOnMember : hasPolicy;
  const { pathname } = useLocation();
  return (
    <Modal open onClose={close} title={t('menu.title')} closeLabel={t('menu.close')} size="sm">
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
  );
}
