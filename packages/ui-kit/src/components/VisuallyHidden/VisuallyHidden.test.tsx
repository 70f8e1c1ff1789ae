import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('names an icon-only control for screen readers while taking no space', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">☰</span>
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByText('Open menu')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
