import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRegistration } from '../../test/render-registration.tsx';
import { CallFailureAlert } from './CallFailureAlert.tsx';

describe('CallFailureAlert', () => {
  it('announces the failure at once, and offers to start again when the registration timed out', () => {
    renderRegistration(<CallFailureAlert message="Your registration timed out. Please start again." startAgain />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your registration timed out. Please start again.');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/registration/register');
  });

  it('shows nothing without a message', () => {
    renderRegistration(<CallFailureAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no start-again link for a failure that can be retried', () => {
    renderRegistration(<CallFailureAlert message="Something went wrong. Please try again." />);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
