import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { PhoneInput } from './PhoneInput.tsx';

/** Stores values the way formik's handleChange does: by event.target.name and event.target.value. */
function FormikLikeForm({ error }: { error?: (phone: string) => string | undefined }) {
  const [values, setValues] = useState<Record<string, string>>({ phone: '' });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  const phone = values.phone ?? '';
  return (
    <>
      <PhoneInput label="Phone" name="phone" value={phone} onChange={handleChange} error={error?.(phone)} />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('masks digits as (###) ###-#### while typing (§5)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '555');
    expect(input).toHaveValue('(555');
    await user.type(input, '1234');
    expect(input).toHaveValue('(555) 123-4');
    await user.type(input, '567999');
    expect(input).toHaveValue('(555) 123-4567');
    expect(input).toHaveAttribute('maxlength', '14');
    expect(input).toHaveAttribute('type', 'tel');
  });

  it('hands the masked text to a formik-style handleChange', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5551234567');
    expect(screen.getByRole('status')).toHaveTextContent('{"phone":"(555) 123-4567"}');
  });

  it('ignores letters and keeps a pasted number masked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, 'ab5');
    expect(input).toHaveValue('(5');
    await user.clear(input);
    await user.click(input);
    await user.paste('555.123.4567');
    expect(input).toHaveValue('(555) 123-4567');
  });

  it('keeps the caret after the edited digit when fixing a digit in the middle', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await user.type(input, '5551234567');
    // Caret after '(555) 1', delete the 1, type 9.
    input.setSelectionRange(7, 7);
    await user.keyboard('{Backspace}9');
    expect(input).toHaveValue('(555) 923-4567');
    expect(input.selectionStart).toBe(7);
  });

  it('shows a stored number without the mask (digits from the server) masked', () => {
    renderWithTheme(<PhoneInput label="Phone" name="phone" value="5551234567" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(555) 123-4567');
  });

  it('shows its error only after blur (§4)', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <FormikLikeForm error={(phone) => (phone.replace(/\D/g, '').length === 10 ? undefined : 'Enter a valid 10-digit phone number')} />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '555');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 10-digit phone number');
  });
});
