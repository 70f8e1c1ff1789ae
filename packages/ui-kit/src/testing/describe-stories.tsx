// A feature package's stories.test.tsx: every story renders in each brand and
// language, inside its partner theme, as the Storybook toolbar would show it,
// without an error caught by a boundary and without a missing text key; and
// the glob found the stories it should (a renamed file would drop them).
import { takeMissingTranslations } from '@portal/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
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

/** Keeps what a story threw while rendering, so the test names it instead of a blank page. */
class RecordingErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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

    it.each(cases)('%s renders', async (_name, theme, Story) => {
      takeMissingTranslations();
      const errors: unknown[] = [];
      const { container } = render(
        <PortalThemeProvider theme={theme}>
          <RecordingErrorBoundary onError={(error) => errors.push(error)}>
            <Story />
          </RecordingErrorBoundary>
        </PortalThemeProvider>,
      );
      // Let mock answers that are already settled reach the screen before it is judged.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(errors.map(String), 'errors caught by the error boundary').toEqual([]);
      expect(takeMissingTranslations(), 'text keys with no translation').toEqual([]);
      expect(container).not.toBeEmptyDOMElement();
    });
  });
}
