import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

describe('Alert (dismissible)', () => {
  it('has no close button unless it can be dismissed', () => {
    renderWithTheme(<Alert type="info">Go paperless</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onDismiss from a close button named by dismissLabel', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithTheme(
      <Alert type="info" title="Go paperless" onDismiss={onDismiss} dismissLabel="Dismiss">
        Get your plan documents by email.
      </Alert>,
    );
    const close = screen.getByRole('button', { name: 'Dismiss' });
    expect(screen.getByRole('status')).toContainElement(close);
    await user.click(close);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    close.focus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
