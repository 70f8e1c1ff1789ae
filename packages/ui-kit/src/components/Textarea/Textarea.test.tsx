import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Textarea, type TextareaProps } from './Textarea.tsx';

const charactersLeft = (remaining: number) => `${remaining} characters left`;

function Comments(props: Partial<TextareaProps>) {
  const [value, setValue] = useState('');
  return (
    <Textarea
      label="Comments"
      name="comments"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.trim() ? undefined : 'Please enter a value'}
      {...props}
    />
  );
}

describe('Textarea', () => {
  it('is a labelled textbox with the optional suffix and hint', () => {
    renderWithTheme(<Textarea label="Comments" name="comments" optionalLabel="(Optional)" hint="No personal health details" />);
    const area = screen.getByRole('textbox', { name: 'Comments (Optional)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('No personal health details');
  });

  it('counts the characters left as the member types, and stops at the limit', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Comments maxLength={10} counterText={charactersLeft} />);
    expect(screen.getByText('10 characters left')).toHaveAttribute('aria-live', 'polite');
    const area = screen.getByRole('textbox', { name: 'Comments' });
    await user.type(area, 'Hello');
    expect(screen.getByText('5 characters left')).toBeInTheDocument();
    await user.type(area, ' there, friend');
    expect(area).toHaveValue('Hello ther');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });

  it('counts in uncontrolled use too', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Textarea label="Comments" name="comments" maxLength={20} defaultValue="abc" counterText={charactersLeft} />);
    expect(screen.getByText('17 characters left')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'de');
    expect(screen.getByText('15 characters left')).toBeInTheDocument();
  });

  it('shows the error only after blur (§4) or when forced', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Comments />);
    const area = screen.getByRole('textbox', { name: 'Comments' });
    await user.click(area);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a value');
    expect(area).toHaveAttribute('aria-invalid', 'true');

    rerender(<Textarea label="Other" name="other" error="Please enter a value" forceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a value');
  });
});
