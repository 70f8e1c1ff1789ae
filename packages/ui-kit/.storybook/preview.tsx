import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { alicTheme, PortalThemeProvider, rslTheme, standardTheme, type PortalTheme } from '../src/index.ts';

const themesByBrand: Record<string, PortalTheme> = { alic: alicTheme, rsl: rslTheme, standard: standardTheme };

/** Wraps every story in the partner theme picked in the toolbar. */
const withBrandTheme: Decorator = (Story, context) => {
  const theme = themesByBrand[String(context.globals.brand)] ?? alicTheme;
  return (
    <PortalThemeProvider theme={theme}>
      <Story />
    </PortalThemeProvider>
  );
};

function DocumentLanguage({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

/**
 * Keeps <html lang> in step with the toolbar locale. Stories of other packages
 * read `context.globals.locale` ('en' | 'es') to pick their texts.
 */
const withDocumentLanguage: Decorator = (Story, context) => (
  <DocumentLanguage locale={String(context.globals.locale ?? 'en')}>
    <Story />
  </DocumentLanguage>
);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Partner brand (theme)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'alic', title: 'alic' },
          { value: 'rsl', title: 'rsl' },
          { value: 'standard', title: 'standard' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'alic', locale: 'en' },
  decorators: [withDocumentLanguage, withBrandTheme],
  parameters: {
    // Accessibility checks of the a11y addon count as failures, not to-dos.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
