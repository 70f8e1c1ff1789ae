import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createClaimsTestI18n } from '../../test/render-claims.tsx';
import { PretreatmentEstimateForm, type PretreatmentEstimateFormProps } from './PretreatmentEstimateForm.tsx';

const patients = [
  { claimant: '1', name: 'OLIVIA MARTINEZ' },
  { claimant: '2', name: 'DANIEL MARTINEZ' },
];

const today = () => '2026-03-10';

function renderForm(onSubmit: PretreatmentEstimateFormProps['onSubmit'], language: 'en' | 'es' = 'en') {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createClaimsTestI18n(language)}>
        <PretreatmentEstimateForm patients={patients} onSubmit={onSubmit} today={today} />
      </I18nextProvider>
    </PortalThemeProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Patient' }), 'Daniel Martinez');
  await user.type(screen.getByRole('textbox', { name: 'Dentist or practice name' }), 'Lakeside Family Dental');
  await user.type(screen.getByRole('textbox', { name: "Dentist's office phone" }), '4025550163');
  await user.type(screen.getByRole('textbox', { name: 'Planned treatment' }), 'Crown on tooth 19');
  await user.type(screen.getByRole('textbox', { name: 'Planned date (Optional)' }), '05142026');
}

describe('PretreatmentEstimateForm', () => {
  it('says what is missing in §5 words and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose the patient the treatment is for.')).toBeVisible();
    expect(screen.getByText("Please enter the dentist's or practice's name.")).toBeVisible();
    expect(screen.getByText('Enter a valid 10-digit phone number')).toBeVisible();
    expect(screen.getByText('Please describe the planned treatment.')).toBeVisible();
    // §2 '(Optional)': the planned date may be left empty.
    expect(screen.queryByText('Please choose a valid date.')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the §5 phone and date rules, and that a date given is not in the past', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.type(screen.getByRole('textbox', { name: "Dentist's office phone" }), '40255');
    await user.type(screen.getByRole('textbox', { name: 'Planned date (Optional)' }), '02302026');
    await user.type(screen.getByRole('textbox', { name: 'Phone we can reach you at (Optional)' }), '123');
    await user.tab();
    expect(screen.getAllByText('Enter a valid 10-digit phone number')).toHaveLength(2);
    expect(screen.getByText('Please choose a valid date.')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Planned date (Optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Planned date (Optional)' }), '03092026');
    await user.tab();
    expect(await screen.findByText('Choose today or a later date.')).toBeVisible();
  });

  it('sends the request with phones as digits and the date as ISO, then names the reference and clears the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ requestId: 'PTE-2026-000418' });
    renderForm(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We received your request (reference PTE-2026-000418)');
    expect(onSubmit).toHaveBeenCalledWith({
      claimant: '2',
      dentistName: 'Lakeside Family Dental',
      dentistPhone: '4025550163',
      plannedTreatment: 'Crown on tooth 19',
      plannedDate: '2026-05-14',
    });
    expect(screen.getByRole('textbox', { name: 'Dentist or practice name' })).toHaveValue('');
  });

  it('sends the request without a date when the member does not know it yet', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ requestId: 'PTE-2026-000419' });
    renderForm(onSubmit);
    await fillValid(user);
    await user.clear(screen.getByRole('textbox', { name: 'Planned date (Optional)' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('PTE-2026-000419');
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('plannedDate');
  });

  it('keeps every value when the request fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('HTTP error! Status: 500'));
    renderForm(onSubmit);
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: 'Phone we can reach you at (Optional)' }), '4025550142');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your request. Please try again later.");
    expect(screen.getByRole('textbox', { name: 'Dentist or practice name' })).toHaveValue('Lakeside Family Dental');
    expect(screen.getByRole('textbox', { name: 'Planned date (Optional)' })).toHaveValue('05/14/2026');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ contactPhone: '4025550142' });
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(), 'es');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Elija el paciente del tratamiento.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Teléfono donde podemos comunicarnos con usted (Opcional)' })).toBeInTheDocument();
  });
});
