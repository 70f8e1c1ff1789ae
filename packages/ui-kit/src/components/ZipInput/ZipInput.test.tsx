import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { ZipInput } from './ZipInput.tsx';

function FormikLikeForm() {
  const [values, setValues] = useState<Record<string, string>>({ zip: '' });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  return (
    <>
      <ZipInput label="Zip code" name="zip" value={values.zip ?? ''} onChange={handleChange} />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

describe('ZipInput', () => {
  it('keeps 5 digits as typed and adds the ZIP+4 hyphen at the sixth (§5)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await user.type(input, '12345');
    expect(input).toHaveValue('12345');
    await user.type(input, '6');
    expect(input).toHaveValue('12345-6');
    await user.type(input, '7890123');
    expect(input).toHaveValue('12345-6789');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('status')).toHaveTextContent('{"zip":"12345-6789"}');
  });

  it('shows a stored ZIP+4 with a space or none as 12345-6789', () => {
    renderWithTheme(<ZipInput label="Zip code" name="zip" defaultValue="123456789" />);
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('12345-6789');
  });

  it('drops the hyphen again when the fourth extra digit is erased back to five', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await user.type(input, '123456{Backspace}');
    expect(input).toHaveValue('12345');
  });
});
