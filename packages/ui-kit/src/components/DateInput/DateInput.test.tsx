import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockViewportWidth } from '../../test/match-media.ts';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { DateInput } from './DateInput.tsx';

function FormikLikeForm({ error }: { error?: string }) {
  const [values, setValues] = useState<Record<string, string>>({ dateOfBirth: '' });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  return (
    <>
      <DateInput label="Date of birth" name="dateOfBirth" hint="mm/dd/yyyy" value={values.dateOfBirth ?? ''} onChange={handleChange} error={error} />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

describe('DateInput', () => {
  let viewport: ReturnType<typeof mockViewportWidth> | undefined;
  afterEach(() => viewport?.restore());

  it('masks 8 digits as mm/dd/yyyy while typing (§5)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '010');
    expect(input).toHaveValue('01/0');
    await user.type(input, '2199012');
    expect(input).toHaveValue('01/02/1990');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('status')).toHaveTextContent('{"dateOfBirth":"01/02/1990"}');
  });

  it('shows its error only after blur (§4)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikLikeForm error="Please enter your date of birth." />);
    await user.click(screen.getByRole('textbox', { name: 'Date of birth' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your date of birth.');
  });

  it('uses the native date picker at ≤ 1024 px and still reports mm/dd/yyyy', () => {
    viewport = mockViewportWidth(768);
    renderWithTheme(<FormikLikeForm />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '1990-01-02' } });
    expect(screen.getByRole('status')).toHaveTextContent('{"dateOfBirth":"01/02/1990"}');
    expect(input).toHaveValue('1990-01-02');
  });
});
