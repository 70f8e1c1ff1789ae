import { useAuthStore } from '@portal/auth';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderProviders } from '../test/render-providers.tsx';
import { wireProvider } from '../test/wire-samples.ts';
import { ProviderPage } from './ProviderPage.tsx';

const get = 'GET /api/alic/providers/1000000004';
const detail = (patch: Record<string, unknown> = {}) => ({
  ...wireProvider(4, patch),
  distanceMiles: undefined,
  hours: [
    { day: 'mon', opens: '08:00', closes: '17:00' },
    { day: 'tue', opens: '08:00', closes: '20:00' },
    { day: 'sat', opens: '09:00', closes: '13:00' },
  ],
});
const render = (routes: Record<string, unknown>, language: 'en' | 'es' = 'en') =>
  renderProviders(<ProviderPage />, { path: '/find-care/1000000004', pattern: '/find-care/:providerId', routes, language });

afterEach(() => {
  useAuthStore.setState({ isLoggedIn: false });
});

describe('ProviderPage (/find-care/:providerId)', () => {
  it('shows the office hours, languages and the plans it takes', async () => {
    render({ [get]: detail({ networks: ['Dental Choice PPO', 'DHMO Select Network'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harney Street Dental 4' })).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Office hours' });
    expect(within(hours).getByText('Tuesday').nextSibling).toHaveTextContent('08:00 – 20:00');
    expect(within(hours).getByText('Sunday').nextSibling).toHaveTextContent('Closed');
    expect(within(screen.getByRole('region', { name: 'Languages spoken' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['English', 'Spanish']);
    expect(within(screen.getByRole('region', { name: 'Plans accepted' })).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['Dental Choice PPO', 'DHMO Select Network']);
    // Signed out: the public directory offers no nomination.
    expect(screen.queryByRole('link', { name: 'Nominate this dentist' })).toBeNull();
  });

  it('offers a signed-in member "Nominate this dentist" for an out-of-network dentist, prefilled through the link', async () => {
    useAuthStore.setState({ isLoggedIn: true, isCSR: false });
    render({ [get]: detail({ inMemberNetwork: false }) });
    const link = await screen.findByRole('link', { name: 'Nominate this dentist' });
    const target = new URL(link.getAttribute('href')!, 'https://portal.example');
    expect(target.pathname).toBe('/benefits');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      tab: 'dental', view: 'nominate', providerName: 'Harney Street Dental 4', specialty: 'generalDentist',
      street: '1604 Harney St', city: 'Omaha', state: 'NE', zip: '68102', phone: '4025550190',
    });
  });

  it('marks an in-network provider and offers no nomination', async () => {
    useAuthStore.setState({ isLoggedIn: true, isCSR: false });
    render({ [get]: detail({ inMemberNetwork: true }) });
    expect(await screen.findByText('In your network')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nominate this dentist' })).toBeNull();
  });

  it("says so in the member's language when the provider does not exist", async () => {
    render({ [get]: { httpStatus: 404, body: { message: 'x' } } }, 'es');
    expect(await screen.findByText('No encontramos ese proveedor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los resultados' })).toHaveAttribute('href', '/find-care');
  });
});
