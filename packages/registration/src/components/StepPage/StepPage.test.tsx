import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { StepPage } from './StepPage.tsx';

describe('StepPage', () => {
  it('puts focus on the heading on arrival, so a screen reader starts there', () => {
    renderPlain(
      <StepPage heading="Choose your sign-in email" step={3}>
        <button type="button">Later</button>
      </StepPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your sign-in email' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Step 3 of 5' })).toBeVisible();
  });

  it('has no step indicator off the five steps', () => {
    renderPlain(<StepPage heading="We need to find you" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
