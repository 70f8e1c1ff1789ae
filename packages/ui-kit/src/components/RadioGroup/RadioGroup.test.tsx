import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

const yesNo = [
  { value: 'yes', label: 'Yes', hint: 'The provider sees your name' },
  { value: 'no', label: 'No' },
] as const;

function ShareName(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState('');
  return (
    <>
      <RadioGroup
        legend="May we share your name?"
        name="shareName"
        options={yesNo}
        value={value}
        onChange={setValue}
        error={value ? undefined : 'Please choose yes or no'}
        {...props}
      />
      <button type="button">Next</button>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend with one radio per option', () => {
    renderWithTheme(<ShareName optionalLabel="(Optional)" />);
    const group = screen.getByRole('group', { name: 'May we share your name? (Optional)' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription('The provider sees your name');
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('selects by click and moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Tracked() {
      const [value, setValue] = useState('');
      return (
        <RadioGroup
          legend="Share?"
          name="share"
          options={yesNo}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithTheme(<Tracked />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('no');
  });

  it('shows the error only when focus leaves the group (§4)', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithTheme(<ShareName onBlur={onBlur} />);
    screen.getByRole('radio', { name: 'Yes' }).focus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose yes or no');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Please choose yes or no');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows the error at once when forced', () => {
    renderWithTheme(<ShareName forceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose yes or no');
  });
});
