// Every benefits story renders (as the root Storybook would, inside a theme).
import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true });

describe('benefits stories', () => {
  const stories = Object.entries(storyModules).flatMap(([file, module]) =>
    Object.entries(composeStories(module) as Record<string, ComponentType>).map(([name, Story]) => [`${file} ${name}`, Story] as const),
  );

  it('finds a story for each component', () => {
    expect(stories.length).toBeGreaterThan(20);
  });

  it.each(stories)('%s renders', (_name, Story) => {
    const { container } = render(
      <PortalThemeProvider theme={alicTheme}>
        <Story />
      </PortalThemeProvider>,
    );
    expect(container).not.toBeEmptyDOMElement();
  });
});
