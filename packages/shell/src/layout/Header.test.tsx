import { fakeUser } from '@portal/auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features, mariaMembers, savingsRules, subsidiaryConfig } from '../test/member-samples.ts';
import { currentPath, renderInPortal } from '../test/render-portal.tsx';
import { setViewportWidth } from '../test/viewport.ts';
import { Header } from './Header.tsx';
import { applyMediaRulesAt, clearEmulatedMediaRules } from './media-rules-for-tests.ts';

const routes = { 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };

afterEach(() => {
  clearEmulatedMediaRules();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A mock answer held back until the test lets it go. */
function heldAnswer(answer: unknown) {
  let release = () => {};
  const promise = new Promise<unknown>((resolve) => (release = () => resolve(answer)));
  return { route: () => promise, release };
}

/** The header as a browser at this width shows it: CSS (the theme's menu breakpoint) hides the other layout's parts. */
async function renderHeaderAt(width: number, options: Parameters<typeof renderInPortal>[1]) {
  setViewportWidth(width);
  const view = renderInPortal(<Header />, options);
  const bar = await screen.findByRole('banner');
  applyMediaRulesAt(width);
  return { ...view, bar };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('header on a desktop (§2)', () => {
  it('gives the logo its size in the markup, at the theme’s height, so nothing moves when it loads', async () => {
    renderInPortal(<Header />, { path: '/404', routes });
    const logo = await screen.findByRole('img', { name: 'ALIC' });
    expect(logo).toHaveAttribute('height', '65');
    expect(logo).toHaveAttribute('width', '220');
  });

  it('welcomes the member by full name, the name linking to their profile', async () => {
    renderInPortal(<Header />, { path: '/dashboard', routes, user: fakeUser() });
    const welcome = await screen.findByTestId('welcome');
    expect(welcome).toHaveTextContent('Welcome, Maria McAllister');
    const profile = await within(welcome).findByRole('link', { name: 'Maria McAllister, view your profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows a CSR user the name without a profile link (§6)', async () => {
    renderInPortal(<Header />, { path: '/dashboard', routes, user: fakeUser({ roles: ['csr'] }) });
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Welcome, Maria McAllister');
    expect(screen.queryByRole('link', { name: /view your profile/ })).not.toBeInTheDocument();
  });

  it('greets once the member data has arrived, not first with the sign-in name (no layout shift)', async () => {
    const members = heldAnswer(mariaMembers);
    renderInPortal(<Header />, { path: '/dashboard', routes: { ...routes, 'GET /api/alic/members': members.route }, user: fakeUser({ name: 'maria.signin' }) });
    await screen.findByRole('button', { name: 'Sign Out' });
    await settle();
    expect(screen.queryByTestId('welcome')).not.toBeInTheDocument();
    members.release();
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Welcome, Maria McAllister');
  });

  it('lists every destination in the main navigation, the current page marked (desktop)', async () => {
    renderInPortal(<Header />, { path: '/profile', routes: { ...routes, 'GET /api/alic/members/visibilityRules': savingsRules }, user: fakeUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Member Savings' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Dental', 'Vision', 'Member Savings', 'Contact Us', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Dental' })).toHaveAttribute('href', '/benefits?tab=dental');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives an account without a plan (§2 /no-policy-found) no benefit tabs and asks nothing of its member data', async () => {
    const asked: string[] = [];
    const refuse = (path: string) => () => {
      asked.push(path);
      return Promise.reject(new Error(`${path} answers 403 for an account without a member`));
    };
    renderInPortal(<Header />, {
      path: '/no-policy-found',
      routes: { ...routes, 'GET /api/alic/members': refuse('members'), 'GET /api/alic/members/visibilityRules': refuse('visibilityRules') },
      user: fakeUser({ name: 'Sam Rivera', email: 'alic.nopolicy@example.com', memberId: '' }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Time for the lazily loaded tabs to mount and ask, as they do for a member with a plan.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Profile']);
    expect(asked).toEqual([]);
  });

  it('has no main navigation for a visitor', async () => {
    renderInPortal(<Header />, { path: '/404', routes });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('offers Sign In and the language switch to a visitor', async () => {
    renderInPortal(<Header />, { path: '/404', routes });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByTestId('welcome')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver en español' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View in English' })).toBeInTheDocument();
  });

  it('keeps a New York member in the New York texts when the language changes (§1)', async () => {
    const { i18n } = renderInPortal(<Header />, { path: '/404', routes });
    await i18n.changeLanguage('en-NY');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver en español' }));
    expect(i18n.language).toBe('es-NY');
  });
});

describe('header on a phone (§2, ≤ 768 px)', () => {
  it('puts the navigation behind a Menu button: Dashboard, Profile, language and Sign Out', async () => {
    await renderHeaderAt(375, { path: '/dashboard', routes, user: fakeUser() });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByTestId('welcome')).toHaveTextContent('Welcome, Maria McAllister');
    const nav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('button', { name: 'Ver en español' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('lists the benefits tabs the member may see, by the §2 rules', async () => {
    await renderHeaderAt(375, { path: '/dashboard', routes, user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Dental' })).toHaveAttribute('href', '/benefits?tab=dental');
    expect(within(nav).getByRole('link', { name: 'Vision' })).toHaveAttribute('href', '/benefits?tab=vision');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/benefits?tab=contact%20us');
    // No LASIK coverage, and no savings rule on any line.
    expect(within(nav).queryByRole('link', { name: 'Lasik' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Member Savings' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Dental', 'Vision', 'Contact Us', 'Messages', 'Profile']);
  });

  it('adds Member Savings when a line has a savings rule, and closes on choosing a tab', async () => {
    await renderHeaderAt(375, { path: '/dashboard', routes: { ...routes, 'GET /api/alic/members/visibilityRules': savingsRules }, user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const savings = await within(await screen.findByRole('dialog', { name: 'Menu' })).findByRole('link', { name: 'Member Savings' });
    await userEvent.click(savings);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(currentPath).toBe('/benefits?tab=member%20savings');
  });

  it('lists the tabs only once the visibility rules have answered, so Member Savings never joins later', async () => {
    const rules = heldAnswer(savingsRules);
    await renderHeaderAt(375, { path: '/dashboard', routes: { ...routes, 'GET /api/alic/members/visibilityRules': rules.route }, user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation');
    expect(await within(nav).findByRole('status')).toHaveTextContent('Loading your benefits…');
    await settle();
    expect(within(nav).queryByRole('link', { name: 'Dental' })).not.toBeInTheDocument();
    rules.release();
    expect(await within(nav).findByRole('link', { name: 'Member Savings' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Dental', 'Vision', 'Member Savings', 'Contact Us', 'Messages', 'Profile']);
    expect(within(nav).queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides Dashboard on /csr and Profile from a CSR user (§2, §6)', async () => {
    await renderHeaderAt(375, { path: '/csr', routes, user: fakeUser({ roles: ['csr'] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('offers a signed-out visitor Sign In in the menu, without member links', async () => {
    await renderHeaderAt(375, { path: '/404', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation');
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows Sign In in the bar itself on registration paths', async () => {
    const { bar } = await renderHeaderAt(375, { path: '/registration/register', routes });
    expect(await within(bar).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows Sign Out in the bar on registration paths when signed in', async () => {
    const { bar } = await renderHeaderAt(375, { path: '/registration/complete', routes, user: fakeUser() });
    expect(await within(bar).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('leaves the header empty on /benefits but for the menu', async () => {
    const { bar } = await renderHeaderAt(375, { path: '/benefits?tab=dental', routes, user: fakeUser() });
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bar).queryByRole('img')).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('renders the same markup at every width, so the prerendered page is right before any script runs', async () => {
    const { container: phone, unmount } = renderInPortal(<Header />, { path: '/404', routes });
    await screen.findByRole('banner');
    const phoneMarkup = phone.innerHTML;
    unmount();
    setViewportWidth(1280);
    const { container: desktop } = renderInPortal(<Header />, { path: '/404', routes });
    await screen.findByRole('banner');
    expect(desktop.innerHTML).toBe(phoneMarkup);
  });

  it('shows a visitor only the Menu button at 375 px: the desktop Sign In and language switch are hidden', async () => {
    const { bar } = await renderHeaderAt(375, { path: '/404', routes });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver en español' })).not.toBeInTheDocument();
  });

  it('keeps the desktop header above 768 px', async () => {
    await renderHeaderAt(1024, { path: '/dashboard', routes, user: fakeUser() });
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
