import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { FindYouForm } from './FindYouForm.tsx';

describe('FindYouForm', () => {
  it('says what is missing in §5 words and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<FindYouForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Find me' }));
    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    expect(screen.getByText('Please enter your last name')).toBeVisible();
    expect(screen.getByText('Please enter your date of birth.')).toBeVisible();
    expect(screen.getByText('Please enter a 5 digit zip code')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the date of birth from 8 digits and refuses 02/29/2023', async () => {
    const user = userEvent.setup();
    renderPlain(<FindYouForm onSubmit={vi.fn()} />);
    const date = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(date, '02292023');
    expect(date).toHaveValue('02/29/2023');
    await user.tab();
    expect(await screen.findByText('Please choose a valid date.')).toBeVisible();
  });

  it('hands over what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPlain(<FindYouForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Olivia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Martinez');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '04121986');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '68102');
    await user.click(screen.getByRole('button', { name: 'Find me' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ firstName: 'Olivia', lastName: 'Martinez', dateOfBirth: '04/12/1986', zipCode: '68102' });
  });

  it('speaks Spanish to a Spanish reader', async () => {
    const user = userEvent.setup();
    renderPlain(<FindYouForm onSubmit={vi.fn()} />, 'es');
    await user.click(screen.getByRole('button', { name: 'Buscarme' }));
    expect(await screen.findByText('Ingrese su nombre')).toBeVisible();
  });
});
