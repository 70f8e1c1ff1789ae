import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import * as buttonStories from './components/Button/Button.stories.tsx';
import { alicTheme } from './theme/alic-theme.ts';
import { rslTheme } from './theme/rsl-theme.ts';
import { standardTheme } from './theme/standard-theme.ts';

// Every ui-kit story, rendered the way Storybook renders it (with preview.tsx's decorators).
const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>(['./components/**/*.stories.tsx', './formik/**/*.stories.tsx'], {
  eager: true,
});

const brands = { alic: alicTheme, rsl: rslTheme, standard: standardTheme };

function withBrand(brand: string) {
  return { ...preview, initialGlobals: { ...preview.initialGlobals, brand } };
}

describe('Storybook stories', () => {
  const stories = Object.entries(storyModules).flatMap(([file, module]) =>
    Object.entries(composeStories(module, withBrand('rsl')) as Record<string, ComponentType>).map(([name, Story]) => [`${file} ${name}`, Story] as const),
  );

  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(10);
  });

  it.each(stories)('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.ownerDocument.body).not.toBeEmptyDOMElement();
  });

  it.each(Object.entries(brands))('the brand toolbar value %s applies that partner theme', (brand, theme) => {
    const { Primary } = composeStories(buttonStories, withBrand(brand));
    render(<Primary />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveStyle({ backgroundColor: theme.color.brand });
  });
});
