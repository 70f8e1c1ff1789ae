import { mockMessagesRoutes } from '@portal/api-client/testing';
import type * as auth from '@portal/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAs } from '../../test/auth-as.ts';
import { requestBodies, renderCsr } from '../../test/render-csr.tsx';
import { MessagesPage } from './MessagesPage.tsx';

const signIn = vi.fn();
vi.mock('@portal/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof auth>()),
  useAuth: () => ({ signIn, signOut: vi.fn(), userManager: {} }),
}));

const markPath = (id: string) => `PUT /api/alic/members/messages/${id}`;

function renderPage(options: Parameters<typeof mockMessagesRoutes>[0] = {}, language: 'en' | 'es' = 'en') {
  return renderCsr(<MessagesPage />, { path: '/messages', routes: mockMessagesRoutes(options), language, elsewhere: { '/csr': <h1>SPDC search</h1> } });
}

const unreadCount = () => screen.getByText(/unread messages?$|^No unread messages$|sin leer$/);
const messagesLoaded = () => screen.findByRole('list', { name: /Your messages|Sus mensajes/ });

const toggles = () => within(screen.getByRole('list', { name: 'Your messages, newest first' })).getAllByRole('button', { expanded: false });

beforeEach(() => signIn.mockReset());
afterEach(() => authAs('visitor'));

describe('MessagesPage (/messages)', () => {
  it('asks a visitor to sign in, makes no call, and signs in back to /messages', async () => {
    const user = userEvent.setup();
    authAs('visitor');
    const { client } = renderPage();
    expect(screen.getByText('Sign in to read your messages')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith({ returnTo: '/messages', language: 'en' });
    expect(client.calls).toEqual([]);
  });

  it('lists a member’s messages newest first, worded by kind, with the unread ones marked in words', async () => {
    authAs('member');
    renderPage();
    await messagesLoaded();
    expect(unreadCount()).toHaveTextContent('2 unread messages');
    const items = within(screen.getByRole('list', { name: 'Your messages, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
      expect.stringMatching(/^UnreadA new document is readySent Nov 21, 2026/),
      expect.stringMatching(/^UnreadClaim 25071000123 was processedSent Nov 18, 2026/),
      expect.stringMatching(/^Your password was changedSent Nov 2, 2026/),
      expect.stringMatching(/^Your paperless settings were changedSent Oct 15, 2026/),
    ]);
  });

  it('opens a message by keyboard, shows its text with the service date as MM/DD/YYYY, and marks it read', async () => {
    const user = userEvent.setup();
    authAs('member');
    const { client } = renderPage();
    await messagesLoaded();
    const claim = screen.getByRole('button', { name: /Claim 25071000123 was processed/ });
    claim.focus();
    await user.keyboard('{Enter}');
    expect(claim).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/The claim for Maria Martinez's visit on 07\/10\/2025 has been processed/)).toBeVisible();
    await waitFor(() => expect(unreadCount()).toHaveTextContent('1 unread message'));
    expect(requestBodies(client, markPath('12'))).toEqual([{ read: true }]);
    expect(claim).not.toHaveTextContent('Unread');
  });

  it('marks an open read message unread again', async () => {
    const user = userEvent.setup();
    authAs('member');
    const { client } = renderPage();
    await messagesLoaded();
    const password = screen.getByRole('button', { name: /Your password was changed/ });
    await user.click(password);
    expect(client.calls).not.toContain(markPath('11'));
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(unreadCount()).toHaveTextContent('3 unread messages'));
    expect(requestBodies(client, markPath('11'))).toEqual([{ read: false }]);
    expect(password).toHaveTextContent(/^Unread/);
    expect(password).toHaveAttribute('aria-expanded', 'false');
    expect(password).toHaveFocus();
  });

  it('tells the member when a message could not be marked', async () => {
    const user = userEvent.setup();
    authAs('member');
    renderPage({ failWith: { markMessage: 500 } });
    await messagesLoaded();
    await user.click(toggles()[0]!);
    expect(await screen.findByText("We couldn't update this message. Please try again.")).toBeVisible();
    expect(unreadCount()).toHaveTextContent('2 unread messages');
  });

  it('lets customer service acting on a member read the messages without marking them', async () => {
    const user = userEvent.setup();
    authAs('csrActing');
    const { client } = renderPage();
    await messagesLoaded();
    await user.click(screen.getByRole('button', { name: /Your password was changed/ }));
    await user.click(screen.getByRole('button', { name: /A new document is ready/ }));
    expect(screen.getByText('Explanation of benefits is ready to view online.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as unread' })).toBeNull();
    expect(client.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('sends customer service without a member to the SPDC search, asking nothing', async () => {
    const user = userEvent.setup();
    authAs('csr');
    const { client, url } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Go to SPDC search' }));
    expect(url()).toBe('/csr');
    expect(client.calls).toEqual([]);
  });

  it('says so when there are no messages', async () => {
    authAs('member');
    renderPage({ messages: [] });
    expect(await screen.findByText('You have no messages')).toBeVisible();
  });

  it('offers a retry when the messages cannot be loaded', async () => {
    const user = userEvent.setup();
    authAs('member');
    let fail = true;
    const routes = mockMessagesRoutes();
    const key = 'GET /api/alic/members/messages';
    const answer = routes[key] as () => unknown;
    renderCsr(<MessagesPage />, { path: '/messages', routes: { ...routes, [key]: () => (fail ? { httpStatus: 500 } : answer()) } });
    expect(await screen.findByText("We couldn't load your messages right now.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await messagesLoaded();
    expect(unreadCount()).toHaveTextContent('2 unread messages');
  });

  it('reads in Spanish', async () => {
    authAs('member');
    renderPage({}, 'es');
    await messagesLoaded();
    expect(unreadCount()).toHaveTextContent('2 mensajes sin leer');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mensajes');
    expect(screen.getByRole('button', { name: /Se procesó el reclamo 25071000123/ })).toHaveTextContent('Sin leer');
  });
});
