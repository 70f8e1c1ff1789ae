import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/visually-hidden-css.ts';

export interface PageLayoutProps {
  /** The site header (pass a <header> element); omitted on pages without one (§2 /landing). */
  header?: ReactNode;
  /** The site footer (pass a <footer> element). */
  footer?: ReactNode;
  /** Text of the skip link, already translated, e.g. 'Skip to main content'. */
  skipLinkLabel: string;
  /** id of the main landmark, the skip link's target. Default 'main-content'. */
  mainId?: string;
  children?: ReactNode;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface};
`;

const SkipLink = styled.a`
  ${visuallyHiddenCss}

  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndex.toast};
    width: auto !important;
    height: auto !important;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`} !important;
    margin: 0 !important;
    overflow: visible !important;
    clip: auto !important;
    white-space: normal !important;
    color: ${({ theme }) => theme.color.brandContrast};
    background: ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  &:focus {
    outline: none;
  }
`;

/** Page frame: skip link, header, a centred main landmark, footer. */
export function PageLayout({ header, footer, skipLinkLabel, mainId = 'main-content', children }: PageLayoutProps) {
  return (
    <Page>
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      {header}
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Page>
  );
}
