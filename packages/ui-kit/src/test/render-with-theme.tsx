import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { alicTheme } from '../theme/alic-theme.ts';
import { PortalThemeProvider } from '../theme/PortalThemeProvider.tsx';
import type { PortalTheme } from '../theme/portal-theme.ts';

/** Renders inside a partner theme (alic unless told), as every portal screen is. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { theme?: PortalTheme } = {}) {
  const { theme = alicTheme, ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalThemeProvider theme={theme}>{children}</PortalThemeProvider>
  );
  return render(ui, { wrapper, ...rest });
}
