// §2 mobile (≤ 768 px): a hamburger opens a side menu with Dashboard (hidden
// on /csr), the benefits tabs the member may see, Messages, the CSR links for
// CSR users, Profile (not for CSR users, §6), the language switch and Sign
// Out (Sign In when signed out).
// The menu's panel (MobileMenuPanel.tsx) loads when the member points at,
// touches or focuses the button, or at the latest when they press it.
import { Button } from '@portal/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const loadPanel = () => import('./MobileMenuPanel.tsx');
const MobileMenuPanel = lazy(loadPanel);

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
  const preload = () => void loadPanel().catch(() => undefined);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
      >
        <HamburgerIcon />
        {t('menu.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
