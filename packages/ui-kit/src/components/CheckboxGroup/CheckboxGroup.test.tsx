import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const types = [
  { value: 'dental', label: 'Dental' },
  { value: 'ortho', label: 'Ortho' },
  { value: 'estimate', label: 'Estimate', hint: 'Pretreatment estimates' },
] as const;

function ClaimTypes({ forceError = false }: { forceError?: boolean }) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup
        legend="Claim types"
        name="types"
        options={types}
        values={values}
        onChange={setValues}
        error={values.length ? undefined : 'Choose at least one type'}
        forceError={forceError}
      />
      <output>{values.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a group of checkboxes named by its legend', () => {
    renderWithTheme(<ClaimTypes />);
    expect(screen.getByRole('group', { name: 'Claim types' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Estimate' })).toHaveAccessibleDescription('Pretreatment estimates');
  });

  it('reports the checked values in option order', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ClaimTypes />);
    await user.click(screen.getByRole('checkbox', { name: 'Estimate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dental' }));
    expect(screen.getByRole('status')).toHaveTextContent('dental,estimate');
    await user.click(screen.getByRole('checkbox', { name: 'Estimate' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^dental$/);
  });

  it('shows its error only after focus leaves the group, or when forced', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<ClaimTypes />);
    screen.getByRole('checkbox', { name: 'Dental' }).focus();
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one type');
    unmount();

    renderWithTheme(<ClaimTypes forceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one type');
  });
});
