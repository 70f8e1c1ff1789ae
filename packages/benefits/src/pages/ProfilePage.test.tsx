import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBenefits } from '../test/render-benefits.tsx';
import { paths, terminatedLine, wireMembers } from '../test/wire-samples.ts';
import { ProfilePage } from './ProfilePage.tsx';

function detail(region: HTMLElement, term: string) {
  const dt = within(region).getAllByText(term, { selector: 'dt' })[0]!;
  return dt.nextElementSibling?.textContent;
}

describe('ProfilePage (§3 member display)', () => {
  it("shows the member's name proper-cased, member ID, address, phone and email", async () => {
    renderBenefits(<ProfilePage />, { path: '/profile', routes: { [paths.members]: wireMembers() } });
    const contact = await screen.findByRole('region', { name: 'Contact information' });
    expect(detail(contact, 'Name')).toBe('Maria J McAllister');
    expect(detail(contact, 'Member ID')).toBe('123456789');
    expect(detail(contact, 'Address')).toBe('12 Harbor StApt 4Albany, NY 12207');
    expect(detail(contact, 'Phone')).toBe('(518) 555-0142');
    expect(detail(contact, 'Email')).toBe('alic.member@example.com');
  });

  it('lists each plan with its policy number and effective or terminated date', async () => {
    const members = wireMembers({ lobs: ['DEN'] });
    members['OUT-TABLE'].push(terminatedLine);
    renderBenefits(<ProfilePage />, { path: '/profile', routes: { [paths.members]: members } });
    const plans = await screen.findByRole('region', { name: 'Your plans' });
    const items = within(plans).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(detail(items[0]!, 'Policy number')).toBe('123456 · Dental · Acme Manufacturing');
    expect(detail(items[0]!, 'Effective date')).toBe('01/01/2024');
    expect(detail(items[1]!, 'Terminated date')).toBe('12/31/2024');
  });

  it("reads 'Not on file' for details the server does not send", async () => {
    renderBenefits(<ProfilePage />, {
      path: '/profile',
      routes: { [paths.members]: wireMembers({ extra: { 'MEM-PHONE': '', 'MEM-ADDR-LINE1': '', 'MEM-ID': '' } }) },
    });
    const contact = await screen.findByRole('region', { name: 'Contact information' });
    expect(detail(contact, 'Phone')).toBe('Not on file');
    expect(detail(contact, 'Address')).toBe('Not on file');
  });

  it('shows the paperless status with a link to /paperless, and no password or email change of its own', async () => {
    renderBenefits(<ProfilePage />, { path: '/profile', routes: { [paths.members]: wireMembers({ optIn: 'N' }) } });
    const paperless = await screen.findByRole('region', { name: 'Paperless delivery' });
    expect(within(paperless).getByText(/You are not enrolled/)).toBeInTheDocument();
    expect(within(paperless).getByRole('link', { name: 'Paperless settings' })).toHaveAttribute('href', '/paperless');
    expect(screen.queryByText(/password/i)).toBeNull();
  });

  it('shows the sign-in and security section the shell passes in, under the details', async () => {
    renderBenefits(<ProfilePage accountSecurity={<section aria-label="Sign-in and security">Change password</section>} />, {
      path: '/profile',
      routes: { [paths.members]: wireMembers() },
    });
    const contact = await screen.findByRole('region', { name: 'Contact information' });
    const security = screen.getByRole('region', { name: 'Sign-in and security' });
    expect(contact.compareDocumentPosition(security) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the account activity section the shell passes in, after sign-in and security', async () => {
    renderBenefits(
      <ProfilePage
        accountSecurity={<section aria-label="Sign-in and security">Change password</section>}
        accountActivity={<section aria-label="Account activity">Signed in with a password</section>}
      />,
      { path: '/profile', routes: { [paths.members]: wireMembers() } },
    );
    await screen.findByRole('region', { name: 'Contact information' });
    const security = screen.getByRole('region', { name: 'Sign-in and security' });
    const activity = screen.getByRole('region', { name: 'Account activity' });
    expect(activity).toHaveTextContent('Signed in with a password');
    expect(security.compareDocumentPosition(activity) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBenefits(<ProfilePage />, {
      path: '/profile',
      routes: { [paths.members]: () => (++calls === 1 ? { httpStatus: 500 } : wireMembers()) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your profile right now.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Contact information' })).toBeInTheDocument();
  });

  describe('for a signed-in account without a plan (§2 /no-policy-found)', () => {
    afterEach(() => useAuthStore.setState({ isLoggedIn: false, hasPolicy: false }));

    it('says no plan is connected, links to connecting one and asks nothing of member data, keeping sign-in and security', async () => {
      useAuthStore.setState({ isLoggedIn: true, hasPolicy: false, isCSR: false });
      const { client } = renderBenefits(
        <ProfilePage
          accountSecurity={<section aria-label="Sign-in and security" />}
          accountActivity={<section aria-label="Account activity" />}
        />, {
        path: '/profile',
        routes: { [paths.members]: { httpStatus: 403 } },
      });
      expect(await screen.findByText('Your account is not connected to a dental, vision or LASIK plan yet.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Connect your plan' })).toHaveAttribute('href', '/no-policy-found');
      expect(screen.getByRole('region', { name: 'Sign-in and security' })).toBeInTheDocument();
      // The activity is the member's: without a plan there is none to ask for (the API would answer 403).
      expect(screen.queryByRole('region', { name: 'Account activity' })).not.toBeInTheDocument();
      expect(screen.queryByText(/couldn't load your profile/)).not.toBeInTheDocument();
      expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
      expect(client.calls).toEqual([]);
    });
  });
});
