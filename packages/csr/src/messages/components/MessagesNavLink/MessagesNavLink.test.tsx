import { mockMessagesRoutes } from '@portal/api-client/testing';
import { labelInName } from '@portal/ui-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authAs, type AuthedAs } from '../../../test/auth-as.ts';
import { renderCsr } from '../../../test/render-csr.tsx';
import { MessagesNavLink } from './MessagesNavLink.tsx';

function renderLink(who: AuthedAs, options: Parameters<typeof mockMessagesRoutes>[0] = {}, language: 'en' | 'es' = 'en') {
  authAs(who);
  return renderCsr(<MessagesNavLink />, { path: '/dashboard', routes: mockMessagesRoutes(options), language, elsewhere: { '/messages': <h1>Inbox</h1> } });
}

afterEach(() => authAs('visitor'));

describe('MessagesNavLink', () => {
  it('names the unread count for a member, in the badge and the link’s name, and leads to /messages', async () => {
    const { url } = renderLink('member');
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveTextContent('Messages 2');
    await userEvent.setup().click(link);
    expect(url()).toBe('/messages');
  });

  it('is a plain link when nothing is unread', async () => {
    const { client } = renderLink('member', { messages: [] });
    await screen.findByRole('link', { name: 'Messages' });
    expect(client.calls).toEqual(['GET /api/alic/members/messages']);
    expect(screen.getByRole('link')).toHaveTextContent(/^Messages$/);
  });

  it('asks nothing for a visitor or customer service without a member', () => {
    for (const who of ['visitor', 'csr'] as const) {
      const { client, unmount } = renderLink(who);
      expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
      expect(client.calls).toEqual([]);
      unmount();
    }
  });

  it('counts in Spanish', async () => {
    renderLink('csrActing', {}, 'es');
    expect(await screen.findByRole('link', { name: 'Mensajes, 2 sin leer' })).toHaveTextContent('Mensajes 2');
  });

  // WCAG 2.5.3: the name holds the visible words in order ("Messages 2"), so
  // voice control finds the link by what it shows; the word and the count
  // must be two words in the page's text, not one ("Messages2").
  it.each([
    ['en', 'Messages, 2 unread'],
    ['es', 'Mensajes, 2 sin leer'],
  ] as const)('has a name that contains what it shows (%s)', async (language, name) => {
    renderLink('member', {}, language);
    expect(await labelInName(await screen.findByRole('link', { name }))).toBe('passes');
  });
});
