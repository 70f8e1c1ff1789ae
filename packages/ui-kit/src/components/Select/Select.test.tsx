import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Select, type SelectProps } from './Select.tsx';

const subjects = [
  { value: 'benefit', label: 'Benefit question' },
  { value: 'claim', label: 'Claim question' },
  { value: 'other', label: 'Other' },
] as const;

function SubjectField(props: Partial<SelectProps>) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Subject"
      name="subject"
      placeholder="Select a subject"
      options={subjects}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value ? undefined : 'Please select a subject'}
      {...props}
    />
  );
}

describe('Select', () => {
  it('is a native combobox found by its label, with the placeholder first', () => {
    renderWithTheme(<SubjectField optionalLabel="(Optional)" hint="Pick the closest match" />);
    const select = screen.getByRole('combobox', { name: 'Subject (Optional)' });
    expect(select).toHaveAccessibleDescription('Pick the closest match');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a subject',
      'Benefit question',
      'Claim question',
      'Other',
    ]);
    expect(select).toHaveValue('');
  });

  it('lets the member choose an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <Select label="Subject" name="subject" options={subjects} defaultValue="benefit" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Subject' });
    await user.selectOptions(select, 'Claim question');
    expect(select).toHaveValue('claim');
    expect(onChange.mock.calls[0]?.[0].target).toHaveAttribute('name', 'subject');
  });

  it('shows the error only after blur (§4), linked to the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SubjectField />);
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(select);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a subject');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a subject');

    await user.selectOptions(select, 'Other');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error at once when forced or touched', () => {
    const { rerender } = renderWithTheme(<SubjectField forceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a subject');
    rerender(<SubjectField touched />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
