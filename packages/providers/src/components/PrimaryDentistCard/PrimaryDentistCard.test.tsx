import type { MockRequest } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderProviders } from '../../test/render-providers.tsx';
import { wirePrimaryDentist } from '../../test/wire-samples.ts';
import { PrimaryDentistCard } from './PrimaryDentistCard.tsx';

const read = 'GET /api/alic/members/primaryDentist';
const cancel = 'DELETE /api/alic/members/primaryDentist/change';
const render = (variant: 'dashboard' | 'dental', routes: Record<string, unknown>, language: 'en' | 'es' = 'en') =>
  renderProviders(<PrimaryDentistCard variant={variant} />, { path: '/benefits?tab=dental', pattern: '/benefits', routes, language });

describe('PrimaryDentistCard', () => {
  it('shows the assigned dentist’s name, address and phone, and on the dental tab "Choose another" opens the DHMO directory near them', async () => {
    render('dental', { [read]: wirePrimaryDentist() });
    const card = await screen.findByRole('region', { name: 'Your primary dentist' });
    expect(await within(card).findByText('Chen Family Dental')).toBeInTheDocument();
    expect(within(card).getByText('4120 Ventura Blvd, Encino, CA 91316')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call (818) 555-0123' })).toHaveAttribute('href', 'tel:+18185550123');
    expect(within(card).getByRole('link', { name: 'Choose another' })).toHaveAttribute('href', '/find-care?choose=primaryDentist&zip=91316');
    expect(within(card).queryByRole('button', { name: 'Cancel this change' })).toBeNull();
  });

  it('shows a pending change with its date; cancelling asks first, then the card shows no change and a toast says so', async () => {
    const user = userEvent.setup();
    let pending = true;
    const view = render('dental', {
      [read]: () => wirePrimaryDentist({ pending }),
      [cancel]: () => {
        pending = false;
        return wirePrimaryDentist();
      },
    });
    const card = await screen.findByRole('region', { name: 'Your primary dentist' });
    expect(await within(card).findByText('Changing on 12/01/2026 to:')).toBeInTheDocument();
    expect(within(card).getByText('Patel Dental Care')).toBeInTheDocument();
    // One change at a time: no "Choose another" while one waits.
    expect(within(card).queryByRole('link', { name: 'Choose another' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Cancel this change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the change of primary dentist?' });
    expect(within(dialog).getByText('Patel Dental Care will not become your primary dentist on 12/01/2026. Your primary dentist stays the same.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the change' }));
    expect(view.client.requests.filter((r: MockRequest) => r.key === cancel)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Cancel this change' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText('The change of primary dentist was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Patel Dental Care')).toBeNull());
    expect(within(card).getByRole('link', { name: 'Choose another' })).toBeInTheDocument();
    expect(view.client.requests.filter((r: MockRequest) => r.key === cancel)).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s message when the change can no longer be cancelled', async () => {
    const user = userEvent.setup();
    render('dental', {
      [read]: wirePrimaryDentist({ pending: true }),
      [cancel]: { httpStatus: 404, body: { statusCode: 404, error: 'Not Found', message: 'There is no primary dentist change to cancel.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel this change' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the change' }));
    expect(await within(screen.getByRole('dialog')).findByText('There is no primary dentist change to cancel.')).toBeInTheDocument();
  });

  it('on the dashboard: the dentist and the pending change, with a link to the dental tab and no buttons', async () => {
    render('dashboard', { [read]: wirePrimaryDentist({ pending: true }) });
    const card = await screen.findByRole('region', { name: 'Your primary dentist' });
    expect(await within(card).findByText('Chen Family Dental')).toBeInTheDocument();
    expect(within(card).getByText('Changing on 12/01/2026 to:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Change or manage your primary dentist' })).toHaveAttribute('href', '/benefits?tab=dental');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows nothing to a member without a DHMO line', async () => {
    const view = render('dental', { [read]: wirePrimaryDentist({ dhmo: false }) });
    await waitFor(() => expect(view.client.requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Your primary dentist' })).toBeNull();
  });

  it('offers to try again when the dentist cannot be loaded, and speaks Spanish', async () => {
    render('dental', { [read]: { httpStatus: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'x' } } }, 'es');
    const card = await screen.findByRole('region', { name: 'Su dentista principal' });
    expect(await within(card).findByText('No pudimos cargar su dentista principal. Inténtelo de nuevo.')).toBeInTheDocument();
  });
});
