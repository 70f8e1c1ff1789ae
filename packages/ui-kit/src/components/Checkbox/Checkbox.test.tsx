import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Checkbox } from './Checkbox.tsx';

function Consent({ forceError = false }: { forceError?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="I agree to receive documents electronically"
      name="consent"
      hint="You can change this at any time"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      error={checked ? undefined : 'Please accept to continue'}
      forceError={forceError}
    />
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its hint', () => {
    renderWithTheme(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I agree to receive documents electronically' });
    expect(box).toHaveAccessibleDescription('You can change this at any time');
    expect(box).not.toBeChecked();
  });

  it('toggles on a click of its label and on Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Consent />);
    const box = screen.getByRole('checkbox');
    await user.click(screen.getByText('I agree to receive documents electronically'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows its error after blur, then clears it once checked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Consent />);
    const box = screen.getByRole('checkbox');
    box.focus();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept to continue');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error at once when forced', () => {
    renderWithTheme(<Consent forceError />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
