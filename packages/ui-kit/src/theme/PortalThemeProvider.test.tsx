import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { alicTheme } from './alic-theme.ts';
import { PortalThemeProvider } from './PortalThemeProvider.tsx';
import { rslTheme } from './rsl-theme.ts';

const BrandSwatch = styled.div`
  color: ${({ theme }) => theme.color.brand};
`;

describe('PortalThemeProvider', () => {
  it('gives styled components the chosen partner theme', () => {
    const { rerender } = render(
      <PortalThemeProvider theme={alicTheme}>
        <BrandSwatch>swatch</BrandSwatch>
      </PortalThemeProvider>,
    );
    expect(screen.getByText('swatch')).toHaveStyle({ color: alicTheme.color.brand });

    rerender(
      <PortalThemeProvider theme={rslTheme}>
        <BrandSwatch>swatch</BrandSwatch>
      </PortalThemeProvider>,
    );
    expect(screen.getByText('swatch')).toHaveStyle({ color: rslTheme.color.brand });
  });

  it('applies the global body styles from the theme', () => {
    render(<PortalThemeProvider theme={alicTheme}>page</PortalThemeProvider>);
    expect(document.body).toHaveStyle({ margin: '0px', color: alicTheme.color.text });
  });
});
