import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProviders } from '../test/render-providers.tsx';
import { directory } from '../test/wire-samples.ts';
import { FindCarePage } from './FindCarePage.tsx';

const search = 'GET /api/alic/providers';
const render = (path: string, routes: Record<string, unknown>, language: 'en' | 'es' = 'en') =>
  renderProviders(<FindCarePage />, { path, pattern: '/find-care', routes, language });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FindCarePage (/find-care)', () => {
  it('searches by ZIP code: the URL holds the search and the results show nearest first with distance, networks and directions', async () => {
    const user = userEvent.setup();
    const view = render('/find-care', { [search]: directory(3) });
    await user.type(screen.getByLabelText(/ZIP code/), '68102');
    await user.selectOptions(screen.getByLabelText('Distance'), '25');
    await user.selectOptions(screen.getByLabelText('Provider type'), 'orthodontist');
    await user.click(screen.getByLabelText('Accepting new patients'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.url()).toBe('/find-care?zip=68102&radius=25&type=orthodontist&acceptingNew=true');
    expect(await screen.findByRole('heading', { name: 'Providers near 68102 Omaha, NE' })).toBeInTheDocument();
    expect(view.client.requests.at(-1)?.options.query).toMatchObject({ zip: '68102', radius: '25', type: 'orthodontist', acceptingNew: 'true', page: '1' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Harney Street Dental 0' })).toHaveAttribute('href', '/find-care/1000000000');
    expect(first.getByText('0.3 mi')).toBeInTheDocument();
    expect(first.getByText('General dentist')).toBeInTheDocument();
    expect(first.getByText('Networks: Dental Choice PPO')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Directions to Harney Street Dental 0 (opens a map)' }).getAttribute('href'))
      .toBe('https://www.google.com/maps/dir/?api=1&destination=1600%20Harney%20St%2C%20Omaha%2C%20NE%2068102');
    expect(first.queryByText('In your network')).toBeNull();
  });

  it("marks the member's in-network providers", async () => {
    render('/find-care?zip=68102', { [search]: directory(2, (n) => ({ inMemberNetwork: n === 0 })) });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('In your network')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('In your network')).toBeNull();
  });

  it('refuses a malformed ZIP code before asking the server', async () => {
    const user = userEvent.setup();
    const view = render('/find-care', { [search]: directory(1) });
    await user.type(screen.getByLabelText(/ZIP code/), '681');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(view.client.requests).toHaveLength(0);
  });

  it('pages in the URL: Next asks for page 2', async () => {
    const user = userEvent.setup();
    const view = render('/find-care?zip=68102&radius=10', { [search]: directory(25) });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.url()).toBe('/find-care?zip=68102&radius=10&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harney Street Dental 10' })).toBeInTheDocument();
  });

  it('offers a wider radius when nothing is found', async () => {
    const user = userEvent.setup();
    const view = render('/find-care?zip=59001&radius=25', { [search]: directory(0) });
    expect(await screen.findByText('No providers within 25 miles.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 50 miles' }));
    expect(view.url()).toBe('/find-care?zip=59001&radius=50');
  });

  it("shows the server's message for a ZIP code it does not know, in the member's language", async () => {
    render('/find-care?zip=00000', { [search]: { httpStatus: 400, body: { statusCode: 400, error: 'Bad Request', message: 'No encontramos ese código postal. Revíselo e inténtelo de nuevo.' } } }, 'es');
    expect(await screen.findByText('No encontramos ese código postal. Revíselo e inténtelo de nuevo.')).toBeInTheDocument();
  });

  it('offers a retry when the directory cannot be reached', async () => {
    render('/find-care?zip=68102', { [search]: { httpStatus: 503, body: { message: 'busy' } } });
    expect(await screen.findByText('We could not load providers. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for the location only on a tap, searches there, and explains a refusal', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 41.25871, longitude: -95.93781 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const view = render('/find-care', { [search]: directory(1) });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(view.url()).toBe('/find-care?lat=41.259&lng=-95.938&radius=10');
    expect(await screen.findByRole('heading', { name: 'Providers near your location' })).toBeInTheDocument();

    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByText(/We could not use your location/)).toBeInTheDocument());
  });

  it('speaks Spanish', async () => {
    render('/find-care?zip=68102', { [search]: directory(1, () => ({ inMemberNetwork: true })) }, 'es');
    expect(await screen.findByRole('heading', { name: 'Buscar un proveedor' })).toBeInTheDocument();
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByText('En su red')).toBeInTheDocument();
    expect(within(item!).getByText('Dentista general')).toBeInTheDocument();
  });
});
