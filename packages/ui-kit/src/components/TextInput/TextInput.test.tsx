import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { TextInput, type TextInputProps } from './TextInput.tsx';

/** A field the way a formik form drives it: value, onChange, onBlur, touched, error. */
function ControlledEmail(props: Partial<TextInputProps> & { validate?: (value: string) => string | undefined }) {
  const { validate = (v) => (/^\S+@\S+\.\S+$/.test(v) ? undefined : 'Enter a valid email address'), ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={validate(value)}
      {...rest}
    />
  );
}

describe('TextInput', () => {
  it('is found by its label and shows the optional suffix and hint', () => {
    renderWithTheme(<TextInput label="Phone" name="phone" type="tel" optionalLabel="(Optional)" hint="(###) ###-####" />);
    const input = screen.getByRole('textbox', { name: 'Phone (Optional)' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('(###) ###-####');
  });

  it('keeps a pristine field quiet even when its value is invalid (§4)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledEmail />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'not-an-email');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces the error after blur and links it to the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledEmail />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'not-an-email');
    await user.tab();

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('clears the error once the value becomes valid', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledEmail />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.type(input, 'member@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error without blur when the form marks it touched or forces it', () => {
    const { rerender } = renderWithTheme(
      <TextInput label="Zip code" name="zip" error="Please enter a 5 digit zip code" touched />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 5 digit zip code');

    rerender(<TextInput label="Zip code" name="zip" error="Please enter a 5 digit zip code" forceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 5 digit zip code');
  });

  it("passes the caller's onBlur and onChange through (formik's handlers)", async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const onChange = vi.fn();
    renderWithTheme(<TextInput label="First name" name="firstName" onBlur={onBlur} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur.mock.calls[0]?.[0].target).toHaveAttribute('name', 'firstName');
  });

  it('supports password fields and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextInput ref={ref} label="Password" name="password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(ref.current).toBe(input);
  });
});
