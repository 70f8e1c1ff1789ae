import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { paths, spdc, wireContacts } from '../../test/wire-samples.ts';
import { ContactUsPanel } from './ContactUsPanel.tsx';

describe('ContactUsPanel (§2 contact us)', () => {
  it('lists customer-connections departments once each and provider relations, phones formatted, with hours', async () => {
    renderBenefits(<ContactUsPanel spdc={spdc} />, { routes: { [paths.contacts]: wireContacts } });
    const connections = await screen.findByRole('region', { name: 'Customer Connections' });
    expect(within(connections).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Customer Connections – Dental',
      'Customer Connections – Vision',
    ]);
    expect(within(connections).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(connections).getAllByText('Mon–Fri 7 a.m.–7 p.m. CT')).toHaveLength(2);
    const providers = screen.getByRole('region', { name: 'Provider Relations' });
    expect(within(providers).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the form about the given coverage line', async () => {
    const user = userEvent.setup();
    const { client } = renderBenefits(<ContactUsPanel spdc={spdc} />, {
      routes: { [paths.contacts]: wireContacts, [paths.contactForm]: { referenceNumber: 'CF-7' } },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /subject/i }), 'Website help');
    await user.type(screen.getByRole('textbox', { name: /phone number/i }), '5185550142');
    await user.type(screen.getByRole('textbox', { name: /comments/i }), 'The site is great.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your reference number is CF-7\./)).toBeInTheDocument();
    expect(client.requests.find((request) => request.key === paths.contactForm)?.options.body).toEqual({
      ...spdc,
      subject: 'websiteHelp',
      phone: '5185550142',
      comments: 'The site is great.',
    });
  });

  it('offers a retry when the contacts cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBenefits(<ContactUsPanel spdc={null} />, {
      routes: { [paths.contacts]: () => (++calls === 1 ? { httpStatus: 503 } : wireContacts) },
    });
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Provider Relations' })).toBeInTheDocument();
  });
});
