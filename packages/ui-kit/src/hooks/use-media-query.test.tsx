import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockViewportWidth } from '../test/match-media.ts';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { useIsMenuLayout, useIsMobileLayout, useMediaQuery } from './use-media-query.ts';

function Layout() {
  return (
    <p>
      {useIsMobileLayout() ? 'mobile' : 'desktop'} {useIsMenuLayout() ? 'menu' : 'no-menu'}
    </p>
  );
}

describe('media query hooks', () => {
  let viewport: ReturnType<typeof mockViewportWidth> | undefined;
  afterEach(() => viewport?.restore());

  it('answers false where matchMedia is missing (jsdom, server)', () => {
    function Probe() {
      return <p>{String(useMediaQuery('(max-width: 400px)'))}</p>;
    }
    const original = window.matchMedia;
    // @ts-expect-error jsdom has none; make sure of it for this test.
    delete window.matchMedia;
    render(<Probe />);
    expect(screen.getByText('false')).toBeInTheDocument();
    window.matchMedia = original;
  });

  it('follows the §9 breakpoints: ≤ 1024 px mobile layout, ≤ 768 px menu', () => {
    viewport = mockViewportWidth(1280);
    renderWithTheme(<Layout />);
    expect(screen.getByText('desktop no-menu')).toBeInTheDocument();
    viewport.resize(1024);
    expect(screen.getByText('mobile no-menu')).toBeInTheDocument();
    viewport.resize(768);
    expect(screen.getByText('mobile menu')).toBeInTheDocument();
    viewport.resize(375);
    expect(screen.getByText('mobile menu')).toBeInTheDocument();
  });

  it('uses the default breakpoints outside a theme', () => {
    viewport = mockViewportWidth(800);
    render(<Layout />);
    expect(screen.getByText('mobile no-menu')).toBeInTheDocument();
  });
});
