import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCsr } from '../../test/render-csr.tsx';
import { CsrSearchForm } from './CsrSearchForm.tsx';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function typeSpdc(user: ReturnType<typeof userEvent.setup>, [sub, pol, div, cert]: [string, string, string, string]) {
  await user.type(field(/^Subsidiary/), sub);
  await user.type(field(/^Policy/), pol);
  await user.type(field(/^Division/), div);
  await user.type(field(/^Certificate/), cert);
}

describe('CsrSearchForm', () => {
  it('asks for the four numbers and focuses the first one to fix', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderCsr(<CsrSearchForm partner="alic" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter the subsidiary number.')).toBeVisible();
    expect(screen.getByText('Please enter the policy number.')).toBeVisible();
    expect(screen.getByText('Please enter the division number.')).toBeVisible();
    expect(screen.getByText('Please enter the certificate number.')).toBeVisible();
    await waitFor(() => expect(field(/^Subsidiary/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a subsidiary that is not ALIC's with the §5 text, and letters in a number", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderCsr(<CsrSearchForm partner="alic" onSubmit={onSubmit} />);
    await typeSpdc(user, ['136', '12x', '1', '9000001']);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter a valid subsidiary number for ALIC.')).toBeVisible();
    expect(screen.getByText('Enter numbers only.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['0', '26'])("takes ALIC's subsidiary %s", async (subsidiary) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCsr(<CsrSearchForm partner="alic" onSubmit={onSubmit} />);
    await typeSpdc(user, [subsidiary, '120000', '1', '9000001']);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('checks the optional fields only when filled in: a date of birth must be a real date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderCsr(<CsrSearchForm partner="alic" onSubmit={onSubmit} />);
    await typeSpdc(user, ['10', '120000', '1', '9000001']);
    const date = field(/^Date of birth/);
    await user.type(date, '02292023');
    expect(date).toHaveValue('02/29/2023');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please choose a valid date.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the numbers and only the filters filled in, the date as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCsr(<CsrSearchForm partner="alic" onSubmit={onSubmit} />);
    await typeSpdc(user, ['10', '120000', '1', '9000001']);
    await user.type(field(/^Date of birth/), '04121986');
    await user.type(field(/^Last name/), ' Martínez ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      spdc: { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1, certificateNumber: 9000001 },
      dateOfBirth: '1986-04-12',
      lastName: 'Martínez',
    });
  });

  it('speaks Spanish to a Spanish reader', async () => {
    const user = userEvent.setup();
    renderCsr(<CsrSearchForm partner="alic" onSubmit={vi.fn()} />, { language: 'es' });
    await user.type(field(/^Subsidiaria/), '5');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ingrese un número de subsidiaria válido para ALIC.')).toBeVisible();
    expect(screen.getByText('Introduzca el número de póliza.')).toBeVisible();
  });
});
