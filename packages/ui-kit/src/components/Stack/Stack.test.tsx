import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { alicTheme } from '../../theme/alic-theme.ts';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('spaces its children with the theme scale', () => {
    renderWithTheme(
      <Stack gap="lg" direction="row" data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ gap: alicTheme.space.lg, flexDirection: 'row' });
  });

  it('can render as a list', () => {
    renderWithTheme(
      <Stack as="ul">
        <li>Dental</li>
        <li>Vision</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByText('Vision'));
  });
});
