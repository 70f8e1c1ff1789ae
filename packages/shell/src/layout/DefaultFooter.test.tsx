import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { features, illinoisMembers, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';
import { renderInPortal } from '../test/render-portal.tsx';
import { DefaultFooter } from './DefaultFooter.tsx';
import { cookiePreferencesStorageKey } from './footer/cookie-preferences.ts';

const routesFor = (members: object) => ({ 'GET /api/alic/features': features, 'GET /api/alic/members': members, 'GET /api/alic/config': subsidiaryConfig });

afterEach(() => localStorage.clear());

describe('default footer (§2)', () => {
  it('opens cookie preferences: strictly necessary always on, analytics and marketing off until chosen', async () => {
    renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toHaveAccessibleDescription(/sets no analytics or marketing cookies/);
    const necessary = within(dialog).getByRole('checkbox', { name: 'Strictly necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });

  it('remembers the member’s choice across visits', async () => {
    const first = renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Your cookie preferences have been saved.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cookiePreferencesStorageKey)!)).toMatchObject({ analytics: true, marketing: false });
    first.unmount();

    renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });

  it('gives focus back to the Cookie Settings button when the dialog closes', async () => {
    renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    const opener = await screen.findByRole('button', { name: 'Cookie Settings' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('cancel keeps the saved choice', async () => {
    renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(cookiePreferencesStorageKey)).toBeNull();
  });

  it('links to LinkedIn, Facebook and Instagram by icon, each named and opening a new tab', async () => {
    renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
      const link = await screen.findByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).not.toHaveTextContent(name);
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the New York company line to a NY member only', async () => {
    const ny = renderInPortal(<DefaultFooter />, { path: '/dashboard', routes: routesFor(mariaMembers), user: fakeUser() });
    expect(await screen.findByTestId('new-york-company')).toHaveTextContent("In New York, insurance products are issued by ALIC's New York company.");
    ny.unmount();

    renderInPortal(<DefaultFooter />, { path: '/dashboard', routes: routesFor(illinoisMembers), user: fakeUser() });
    expect(await screen.findByText(`© ${new Date().getFullYear()} ALIC. All rights reserved.`)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('new-york-company')).not.toBeInTheDocument();
  });

  it('shows the copyright with the current year', async () => {
    renderInPortal(<DefaultFooter />, { path: '/landing', routes: routesFor(mariaMembers) });
    expect(await screen.findByText(`© ${new Date().getFullYear()} ALIC. All rights reserved.`)).toBeInTheDocument();
  });
});
