// Every page but the landing page: skip link, header, main, partner footer.
import { preloadable } from '@portal/ui-kit';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext.tsx';
import { SessionTimeoutModal } from '../session/SessionTimeoutModal.tsx';

// The default footer (cookie settings, social links) sits below the fold — main fills the viewport — so its
// code loads beside the page's instead of before the first render. A prerendered page loads it before hydrating
// (mount-portal.tsx): a footer left to hydrate after a first click had switched the language met its English HTML
// with Spanish texts (React's hydration error #418, seen under load in e2e).
export const DefaultFooter = preloadable(() => import('./DefaultFooter.tsx').then((m) => m.DefaultFooter));

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

// No layout shift (CLS ≤ 0.02): main fills at least the viewport, so the
// footer starts below the fold and never jumps when a screen's data arrives.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  z-index: ${({ theme }) => theme.zIndex.toast};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
  }
`;

export function PageFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { Footer } = useBrand();
  return (
    <Page>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {header}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {Footer ? (
        <Footer />
      ) : (
        <Suspense fallback={null}>
          <DefaultFooter />
        </Suspense>
      )}
    </Page>
  );
}

export function AppLayout({ header }: { header: ReactNode }) {
  return (
    <PageFrame header={header}>
      <Outlet />
      <SessionTimeoutModal />
    </PageFrame>
  );
}
