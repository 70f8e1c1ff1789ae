import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status named by its label, the ring hidden from screen readers', () => {
    renderWithTheme(<Spinner label="Loading your policies" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your policies');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('can show its label on screen', () => {
    renderWithTheme(<Spinner label="Loading claims" labelVisible />);
    expect(screen.getByText('Loading claims')).toBeVisible();
  });

  it('as an overlay covers its container', () => {
    renderWithTheme(
      <div style={{ position: 'relative' }}>
        <Spinner label="Downloading your ID card" overlay />
      </div>,
    );
    expect(screen.getByRole('status')).toHaveStyle({ position: 'absolute' });
  });
});
