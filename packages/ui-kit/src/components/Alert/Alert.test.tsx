import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { alicTheme } from '../../theme/alic-theme.ts';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces errors at once with role alert', () => {
    renderWithTheme(
      <Alert type="error" title="Unable to find member">
        Check your details and try again.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to find member');
    expect(alert).toHaveTextContent('Check your details and try again.');
  });

  it.each(['success', 'info', 'warning'] as const)('announces %s politely with role status', (type) => {
    renderWithTheme(<Alert type={type}>Your verification code has been sent</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Your verification code has been sent');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('colours the title by type from the theme', () => {
    renderWithTheme(<Alert type="error" title="Error" />);
    expect(screen.getByText('Error')).toHaveStyle({ color: alicTheme.color.danger });
  });
});
