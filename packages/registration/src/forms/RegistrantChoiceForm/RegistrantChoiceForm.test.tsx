import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { RegistrantChoiceForm } from './RegistrantChoiceForm.tsx';

describe('RegistrantChoiceForm', () => {
  it('asks for a choice, then says which', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderPlain(<RegistrantChoiceForm onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose member or dependent.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /I'm a dependent/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith('dependent'));
  });
});
