import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { NominateProviderForm } from './NominateProviderForm.tsx';

function renderForm(onSubmit = vi.fn().mockResolvedValue({ message: 'SUCCESS' })) {
  renderBenefits(<NominateProviderForm onSubmit={onSubmit} />, { routes: {} });
  return onSubmit;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  // Pasting, not typing: fifteen fields typed key by key are slow on a busy machine.
  const enter = async (name: RegExp, text: string) => {
    await user.click(field(name));
    await user.paste(text);
  };
  await enter(/dentist's name/i, 'Dr. Ana Ruiz');
  await enter(/practice name/i, 'Bright Smiles');
  await user.selectOptions(screen.getByRole('combobox', { name: /specialty/i }), 'Pediatric Dentist');
  await enter(/street address/i, '5 Main St');
  await enter(/^city/i, 'Albany');
  await user.selectOptions(screen.getByRole('combobox', { name: /state/i }), 'NY');
  await enter(/zip code/i, '12207');
  await enter(/^phone number/i, '5185550100');
  await enter(/your name/i, 'Maria McAllister');
  await enter(/your address/i, '12 Harbor St, Albany NY 12207');
  await enter(/your phone number/i, '5185550142');
  await enter(/your email address/i, 'maria@example.com');
  await enter(/your employer/i, 'Acme Manufacturing');
  await user.click(screen.getByRole('radio', { name: 'No' }));
}

describe('NominateProviderForm (§3, §5, §8)', () => {
  it('offers the seven §3 specialties', () => {
    renderForm();
    const specialty = screen.getByRole('combobox', { name: /specialty/i });
    const labels = Array.from(specialty.querySelectorAll('option')).map((option) => option.textContent);
    expect(labels.slice(1)).toEqual([
      'General Dentist',
      'Endodontist',
      'Orthodontist',
      'Oral Surgeon',
      'Pediatric Dentist',
      'Periodontist',
      'Prosthodontist',
    ]);
  });

  it('submitted empty: shows the required messages and focuses the provider name', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    expect(await screen.findByText("Please enter the provider's name")).toBeInTheDocument();
    expect(screen.getByText('Please enter the practice name')).toBeInTheDocument();
    expect(screen.getByText("Please choose the provider's specialty")).toBeInTheDocument();
    expect(screen.getByText('Please enter a 5 digit zip code')).toBeInTheDocument();
    expect(screen.getByText('Please choose yes or no')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a valid 10-digit phone number')).toHaveLength(2);
    await waitFor(() => expect(field(/dentist's name/i)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('filled in: sends the nomination and thanks the member', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    expect(await screen.findByText('Thank you. We have received your nomination.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        providerName: 'Dr. Ana Ruiz',
        specialty: 'pediatricDentist',
        state: 'NY',
        phone: '5185550100',
        nominatorPhone: '5185550142',
        shareNominatorName: false,
      }),
    );
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('fax');
  });

  it('on failure says so as a sentence and keeps the entries', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new Error('HTTP error! Status: 503')));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    expect(await screen.findByText('Your nomination failed. Please try again later.')).toBeInTheDocument();
    expect(field(/dentist's name/i)).toHaveValue('Dr. Ana Ruiz');
  });
});
