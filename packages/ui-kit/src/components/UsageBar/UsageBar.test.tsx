import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { usageFraction } from './usage-fraction.ts';
import { UsageBar } from './UsageBar.tsx';

function fillWidth(meter: HTMLElement): string {
  return (meter.firstElementChild as HTMLElement).style.width;
}

describe('UsageBar', () => {
  it('is a meter named by its label whose value text carries the dollar figures', () => {
    renderWithTheme(
      <UsageBar label="Annual maximum" used={650} total={1500} usedText="$650.00 used" remainingText="$850.00 remaining" totalText="$1,500.00" />,
    );
    const meter = screen.getByRole('meter', { name: 'Annual maximum' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '1500');
    expect(meter).toHaveAttribute('aria-valuenow', '650');
    expect(meter).toHaveAttribute('aria-valuetext', '$650.00 used, $850.00 remaining');
    expect(fillWidth(meter)).toBe('43.33%');
  });

  it('shows the figures as visible text too', () => {
    renderWithTheme(<UsageBar label="Deductible" used={50} total={50} usedText="$50.00 met" remainingText="$0.00 remaining" totalText="$50.00" />);
    expect(screen.getByText('$50.00 met')).toBeVisible();
    expect(screen.getByText('$0.00 remaining')).toBeVisible();
    expect(screen.getByText('$50.00')).toBeVisible();
  });

  it('clamps more used than the total to a full bar', () => {
    renderWithTheme(<UsageBar label="Lifetime maximum" used={2500} total={2000} usedText="$2,500.00 used" remainingText="$0.00 remaining" />);
    const meter = screen.getByRole('meter', { name: 'Lifetime maximum' });
    expect(meter).toHaveAttribute('aria-valuenow', '2000');
    expect(fillWidth(meter)).toBe('100%');
  });

  it('draws an empty bar for a total of 0, without NaN anywhere', () => {
    const { container } = renderWithTheme(
      <UsageBar label="Orthodontic lifetime maximum" used={0} total={0} usedText="$0.00 used" remainingText="$0.00 remaining" />,
    );
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuemax', '0');
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(fillWidth(meter)).toBe('0%');
    expect(container.innerHTML).not.toContain('NaN');
  });
});

describe('usageFraction', () => {
  it.each([
    [0, 100, 0],
    [25, 100, 0.25],
    [150, 100, 1],
    [-5, 100, 0],
    [10, 0, 0],
    [Number.NaN, 100, 0],
  ])('used %d of %d → %d', (used, total, fraction) => {
    expect(usageFraction(used, total)).toBe(fraction);
  });
});
