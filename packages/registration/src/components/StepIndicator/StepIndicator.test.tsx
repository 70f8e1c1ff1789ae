import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { StepIndicator } from './StepIndicator.tsx';

describe('StepIndicator', () => {
  it("says 'Step n of 5' and marks the current step for assistive technology", () => {
    renderPlain(<StepIndicator current={3} />);
    expect(screen.getByRole('navigation', { name: 'Step 3 of 5' })).toBeVisible();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Email');
    expect(steps[0]).toHaveTextContent('✓');
    expect(steps[3]).not.toHaveAttribute('aria-current');
  });

  it('speaks Spanish', () => {
    renderPlain(<StepIndicator current={1} />, 'es');
    expect(screen.getByRole('navigation', { name: 'Paso 1 de 5' })).toBeVisible();
  });
});
