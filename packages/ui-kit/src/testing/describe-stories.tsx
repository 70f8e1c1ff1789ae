// A feature package's stories.test.tsx: every story renders in each brand and
// language, inside its partner theme, as the Storybook toolbar would show it;
// and the glob found the stories it should (a renamed file would drop them).
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { alicTheme } from '../theme/alic-theme.ts';
import { PortalThemeProvider } from '../theme/PortalThemeProvider.tsx';
import { rslTheme } from '../theme/rsl-theme.ts';
import { standardTheme } from '../theme/standard-theme.ts';

/** What `import.meta.glob('./**\/*.stories.tsx', { eager: true })` gives: file → story module. */
export type StoryModules = Record<string, Parameters<typeof composeStories>[0]>;

export interface ExpectedStories {
  /** The name of the test that checks the glob. */
  finds: string;
  /** Components each of which has a `<Name>.stories.tsx`. */
  named?: readonly string[];
  /** At least this many story files. */
  atLeast?: number;
}

const themes = { alic: alicTheme, rsl: rslTheme, standard: standardTheme };

export function describeStories(title: string, storyModules: StoryModules, expected: ExpectedStories) {
  const cases = Object.entries(themes).flatMap(([brand, theme]) =>
    (['en', 'es'] as const).flatMap((locale) =>
      Object.entries(storyModules).flatMap(([file, module]) =>
        Object.entries(composeStories(module, { initialGlobals: { brand, locale } }) as Record<string, ComponentType>).map(
          ([name, Story]) => [`${brand} ${locale} ${file} ${name}`, theme, Story] as const,
        ),
      ),
    ),
  );

  describe(title, () => {
    it(expected.finds, () => {
      const files = Object.keys(storyModules);
      for (const name of expected.named ?? []) {
        expect(files.some((file) => file.endsWith(`/${name}.stories.tsx`))).toBe(true);
      }
      if (expected.atLeast !== undefined) expect(files.length).toBeGreaterThanOrEqual(expected.atLeast);
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
}
