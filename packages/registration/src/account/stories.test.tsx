// Every account story renders in each brand and language, as the Storybook
// toolbar would show it.
import { alicTheme, PortalThemeProvider, rslTheme, standardTheme } from '@portal/ui-kit';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true });
const themes = { alic: alicTheme, rsl: rslTheme, standard: standardTheme };

const cases = Object.entries(themes).flatMap(([brand, theme]) =>
  (['en', 'es'] as const).flatMap((locale) =>
    Object.entries(storyModules).flatMap(([file, module]) =>
      Object.entries(composeStories(module, { initialGlobals: { brand, locale } }) as Record<string, ComponentType>).map(
        ([name, Story]) => [`${brand} ${locale} ${file} ${name}`, theme, Story] as const,
      ),
    ),
  ),
);

describe('account stories', () => {
  it('finds a story of every account component and form', () => {
    const files = Object.keys(storyModules);
    for (const name of [
      'FormPasswordInput',
      'ChangePasswordForm',
      'ChangeEmailForm',
      'AccountSecurity',
      'AccountConnecting',
      'NoPolicyFoundPage',
      'ExistingAccountPage',
    ]) {
      expect(files.some((file) => file.endsWith(`/${name}.stories.tsx`))).toBe(true);
    }
  });

  it.each(cases)('%s renders', (_name, theme, Story) => {
    const { container } = render(
      <PortalThemeProvider theme={theme}>
        <Story />
      </PortalThemeProvider>,
    );
    expect(container).not.toBeEmptyDOMElement();
  });
});
