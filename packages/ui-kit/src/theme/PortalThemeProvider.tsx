import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.tsx';
import type { PortalTheme } from './portal-theme.ts';

export interface PortalThemeProviderProps {
  theme: PortalTheme;
  children?: ReactNode;
}

/** Applies a partner theme and the global styles to everything below it. */
export function PortalThemeProvider({ theme, children }: PortalThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
