import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { ContactForm } from './ContactForm.tsx';

function renderForm(onSubmit = vi.fn().mockResolvedValue({ referenceNumber: 'CF-1042' })) {
  renderBenefits(<ContactForm onSubmit={onSubmit} />, { routes: {} });
  return onSubmit;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /subject/i }), 'Claim question');
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '5185550142');
  await user.type(screen.getByRole('textbox', { name: /claim number/i }), 'D2024-0001');
  await user.type(screen.getByRole('textbox', { name: /comments/i }), 'Why was my cleaning not paid?');
}

describe('ContactForm (§3, §5, §8)', () => {
  it('marks required fields with * and the claim number as optional', () => {
    renderForm();
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /subject/i })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /claim number \(optional\)/i })).not.toHaveAttribute('aria-required');
  });

  it('offers the nine §3 subjects', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select a subject',
      'Benefit question',
      'Claim question',
      'Student information',
      'ID cards/certificate booklet',
      'Address change',
      'Website help',
      'Fraud',
      'Grievance/appeal',
      'Other',
    ]);
  });

  it('submitted empty: shows the §5 errors, announces them and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid 10-digit phone number')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter a value')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /subject/i })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the phone as (###) ###-#### and rejects a short one', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByRole('textbox', { name: /phone number/i });
    await user.type(phone, '518555');
    expect(phone).toHaveValue('(518) 555');
    await user.tab();
    expect(await screen.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
  });

  it('filled in: sends the form (phone as 10 digits) and shows the success message', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillIn(user);
    expect(screen.getByRole('textbox', { name: /phone number/i })).toHaveValue('(518) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your message has been sent\. Your reference number is CF-1042\./)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      subject: 'claimQuestion',
      phone: '5185550142',
      claimNumber: 'D2024-0001',
      comments: 'Why was my cleaning not paid?',
    });
    expect(screen.getByRole('textbox', { name: /comments/i })).toHaveValue('');
  });

  it('on a server error shows the §8 message and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new Error('HTTP error! Status: 500')));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We encountered an error submitting the form. Please try again later.',
    );
    expect(screen.getByRole('textbox', { name: /comments/i })).toHaveValue('Why was my cleaning not paid?');
    expect(screen.getByRole('textbox', { name: /phone number/i })).toHaveValue('(518) 555-0142');
    expect(screen.getByRole('combobox', { name: /subject/i })).toHaveValue('claimQuestion');
  });
});
