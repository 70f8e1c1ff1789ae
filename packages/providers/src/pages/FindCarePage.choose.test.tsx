import type { MockRequest } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderProviders } from '../test/render-providers.tsx';
import { directory, wirePrimaryDentist } from '../test/wire-samples.ts';
import { FindCarePage } from './FindCarePage.tsx';

const search = 'GET /api/alic/providers';
const read = 'GET /api/alic/members/primaryDentist';
const change = 'POST /api/alic/members/primaryDentist/change';
const dhmoDirectory = directory(3, (n) => ({ networks: ['DHMO Select Network'], inMemberNetwork: true, ...(n === 0 ? { providerId: '1000000184', name: 'Chen Family Dental' } : {}) }));
const render = (path: string, routes: Record<string, unknown>, language: 'en' | 'es' = 'en') =>
  renderProviders(<FindCarePage />, { path, pattern: '/find-care', routes, language });

describe('FindCarePage opened to choose a primary dentist (?choose=primaryDentist)', () => {
  it('searches only general dentists of the DHMO network accepting new patients, whatever the URL asks', async () => {
    const view = render('/find-care?choose=primaryDentist&zip=91316&network=Dental%20Choice%20PPO&type=orthodontist', { [search]: dhmoDirectory, [read]: wirePrimaryDentist() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your primary dentist' })).toBeInTheDocument();
    await screen.findAllByRole('listitem');
    const query = view.client.requests.find((r: MockRequest) => r.key === search)?.options.query;
    expect(query).toMatchObject({ zip: '91316', network: 'DHMO Select Network', acceptingNew: 'true', type: 'generalDentist' });
    // The filters the choice sets are not offered.
    expect(screen.queryByLabelText('Network')).toBeNull();
    expect(screen.queryByLabelText('Accepting new patients')).toBeNull();
    expect(screen.queryByLabelText('Provider type')).toBeNull();
  });

  it('"Choose this dentist" says when the change takes effect, then asks the server, toasts and returns to the dental tab', async () => {
    const user = userEvent.setup();
    const view = render('/find-care?choose=primaryDentist&zip=91316', {
      [search]: dhmoDirectory,
      [read]: wirePrimaryDentist(),
      [change]: () => wirePrimaryDentist({ pending: true }),
    });
    const items = await screen.findAllByRole('listitem');
    // The current dentist cannot be chosen again.
    expect(await within(items[0]!).findByText('Your primary dentist now')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Choose/ })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: 'Choose this dentist: Harney Street Dental 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Harney Street Dental 1 your primary dentist?' });
    expect(within(dialog).getByText(/The change takes effect on 12\/01\/2026\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('Harney Street Dental 1 will be your primary dentist from 12/01/2026.')).toBeInTheDocument();
    expect(view.url()).toBe('/benefits?tab=dental');
    const sent = view.client.requests.filter((r: MockRequest) => r.key === change);
    expect(sent.map((r: MockRequest) => r.options.body)).toEqual([{ providerId: '1000000001' }]);
  });

  it('shows the server’s refusal in the dialog (a change already pending), in Spanish', async () => {
    const user = userEvent.setup();
    const view = render('/find-care?choose=primaryDentist&zip=91316', {
      [search]: dhmoDirectory,
      [read]: wirePrimaryDentist(),
      [change]: { httpStatus: 409, body: { statusCode: 409, error: 'Conflict', message: 'Ya tiene un cambio de dentista principal pendiente.' } },
    }, 'es');
    const items = await screen.findAllByRole('listitem');
    await user.click(within(items[2]!).getByRole('button', { name: 'Elegir este dentista: Harney Street Dental 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/El cambio entra en vigor el 12\/01\/2026\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    expect(await within(dialog).findByText('Ya tiene un cambio de dentista principal pendiente.')).toBeInTheDocument();
    expect(view.url()).toBe('/find-care?choose=primaryDentist&zip=91316');
  });
});

describe('FindCarePage opened to choose an office for an estimate (?choose=estimateOffice)', () => {
  it('offers "See prices here" on offices of the member’s network only, and goes back to the estimator with the office', async () => {
    const user = userEvent.setup();
    const view = render('/find-care?choose=estimateOffice&zip=68102', { [search]: directory(2, (n) => ({ inMemberNetwork: n === 1 })) });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Not in your network: no prices for this office.')).toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'See prices here: Harney Street Dental 1' }));
    expect(view.url()).toBe('/dce/home?office=1000000001');
  });
});
