// §2 mobile (≤ 768 px): a hamburger opens a side menu with Dashboard (hidden
// on /csr), the language switch and Sign Out. Benefit tabs and Profile join it
// as those screens land.
import { useAuth, useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Button, Modal } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export function MobileMenu({ fullName }: { fullName: string | null }) {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { signIn, signOut } = useAuth();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('menu.open')}
      </Button>
      <Modal open={open} onClose={close} title={t('menu.title')} closeLabel={t('menu.close')} size="sm">
        {fullName ? (
          <p data-testid="welcome">
            {t('header.welcome')} <strong>{fullName}</strong>
          </p>
        ) : null}
        <nav aria-label={t('menu.title')}>
          <MenuList>
            {isLoggedIn && pathname !== routes.csr ? (
              <li>
                <Link to={routes.dashboard} onClick={close}>
                  {t('menu.dashboard')}
                </Link>
              </li>
            ) : null}
            <li>
              <LanguageSwitch />
            </li>
            <li>
              {isLoggedIn ? (
                <Button fullWidth onClick={() => void signOut()}>
                  {t('header.signOut')}
                </Button>
              ) : (
                <Button fullWidth onClick={() => void signIn({ language: i18n.language })}>
                  {t('header.signIn')}
                </Button>
              )}
            </li>
          </MenuList>
        </nav>
      </Modal>
    </>
  );
}
