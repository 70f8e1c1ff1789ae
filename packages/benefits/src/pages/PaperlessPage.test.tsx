import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { location, renderBenefits } from '../test/render-benefits.tsx';
import { paths, wireMembers } from '../test/wire-samples.ts';
import { PaperlessPage } from './PaperlessPage.tsx';

/** A server holding the member's opt-in indicator, as members/edelivery changes it. */
function paperlessServer(initial: 'Y' | 'N') {
  const state = { optIn: initial as 'Y' | 'N', updates: 0 };
  const routes = {
    [paths.members]: () => wireMembers({ optIn: state.optIn }),
    [paths.edelivery]: () => {
      // The first update opts out, the second opts in (the mock sees no body).
      const action = ++state.updates === 1 ? 'optOut' : 'optIn';
      state.optIn = action === 'optOut' ? 'N' : 'Y';
      return { message: 'SUCCESS', 'OPT-IN-DSP-IND': state.optIn, 'EDLV-EMAIL': state.optIn === 'Y' ? 'maria@example.org' : '' };
    },
  };
  return { state, routes };
}

describe('PaperlessPage (§4)', () => {
  it('shows the loading state, then an enrolled member with opt out', async () => {
    renderBenefits(<PaperlessPage />, { path: '/paperless', routes: { [paths.members]: wireMembers({ optIn: 'Y' }) } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your paperless settings…');
    expect(await screen.findByText('You are enrolled in paperless delivery.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opt out of paperless' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Paperless settings' })).toHaveFocus();
  });

  it('opt out, then opt in: each goes to the dashboard with the §8 toast', async () => {
    const user = userEvent.setup();
    const server = paperlessServer('Y');
    const first = renderBenefits(<PaperlessPage />, { path: '/paperless', routes: server.routes });
    await user.click(await screen.findByRole('button', { name: 'Opt out of paperless' }));
    expect(await screen.findByText('You have successfully updated your edelivery preferences.')).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(first.client.requests.find((request) => request.key === paths.edelivery)?.options.body).toEqual({
      subsidiaryNumber: 10,
      policyNumber: 123456,
      divisionNumber: 1,
      certificateNumber: 7654321,
      action: 'optOut',
    });
    first.unmount();

    renderBenefits(<PaperlessPage />, { path: '/paperless', routes: server.routes });
    expect(await screen.findByText(/You are not enrolled in paperless delivery/)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /email address for paperless delivery/i });
    expect(email).toHaveValue('alic.member@example.com');
    await user.clear(email);
    await user.type(email, 'maria@example.org');
    await user.type(screen.getByRole('textbox', { name: /confirm email address/i }), 'maria@example.org');
    await user.click(screen.getByRole('checkbox', { name: /agree to receive my documents electronically/i }));
    await user.click(screen.getByRole('button', { name: 'Opt in to paperless' }));
    expect(await screen.findByText('You have successfully updated your edelivery preferences.')).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(server.state.optIn).toBe('Y');
  });

  it('checks the two email entries with the §5 messages and asks for consent', async () => {
    const user = userEvent.setup();
    renderBenefits(<PaperlessPage />, { path: '/paperless', routes: { [paths.members]: wireMembers({ optIn: 'N' }) } });
    const email = await screen.findByRole('textbox', { name: /email address for paperless delivery/i });
    await user.clear(email);
    await user.type(email, 'maria@');
    await user.type(screen.getByRole('textbox', { name: /confirm email address/i }), 'other@example.org');
    await user.click(screen.getByRole('button', { name: 'Opt in to paperless' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The email addresses do no match')).toBeInTheDocument();
    expect(screen.getByText('Please agree to electronic delivery to opt in')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('maxlength', '60');
  });

  it('says the plan is ineligible when the server refuses to opt in (403)', async () => {
    const user = userEvent.setup();
    renderBenefits(<PaperlessPage />, {
      path: '/paperless',
      routes: {
        [paths.members]: wireMembers({ optIn: 'N' }),
        [paths.edelivery]: { httpStatus: 403, body: { message: 'This plan is not eligible for paperless delivery.' } },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /confirm email address/i }), 'alic.member@example.com');
    await user.click(screen.getByRole('checkbox', { name: /agree/i }));
    await user.click(screen.getByRole('button', { name: 'Opt in to paperless' }));
    expect(
      await screen.findByText('This plan is not eligible for paperless delivery. Your documents will continue to arrive by mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opt in to paperless' })).toBeNull();
    expect(location.current).toBe('/paperless');
  });

  it('says paperless is unavailable on a server error, and stays', async () => {
    const user = userEvent.setup();
    renderBenefits(<PaperlessPage />, {
      path: '/paperless',
      routes: { [paths.members]: wireMembers({ optIn: 'Y' }), [paths.edelivery]: { httpStatus: 500 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Opt out of paperless' }));
    expect(await screen.findByText('Paperless settings are unavailable right now. Please try again later.')).toBeInTheDocument();
    expect(location.current).toBe('/paperless');
  });

  it('offers a retry when the member data cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBenefits(<PaperlessPage />, {
      path: '/paperless',
      routes: { [paths.members]: () => (++calls === 1 ? { httpStatus: 503 } : wireMembers({ optIn: 'Y' })) },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are enrolled in paperless delivery.')).toBeInTheDocument();
  });
});
