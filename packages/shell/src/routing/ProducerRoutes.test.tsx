// §6 producer/agent in the whole portal: where a producer lands, the chat link
// with the member's popup rules, and no member screen.
import type { MockRoutes } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features, subsidiaryConfig } from '../test/member-samples.ts';
import { currentPath, renderPortal } from '../test/render-portal.tsx';

const chatOpen = '<chatAllowed allowed="true"/>';
const routes = (chat = chatOpen, memberChat = true): MockRoutes => ({
  'GET /api/alic/features': { ...features, memberChat },
  'GET /api/alic/config': subsidiaryConfig,
  'GET /api/alic/chat/availability': chat,
});
const producer = () => fakeUser({ name: 'ALIC PRODUCER DESK', email: 'alic.producer@example.com', roles: ['producer'], memberId: '' });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  useAuthStore.getState().clearSession();
});

describe('producer/agent in the portal (§6 chat link)', () => {
  it('lands a producer on /producer with the chat link, which opens the 450 × 650 popup, and asks for no member data', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { client } = renderPortal({ path: '/dashboard', routes: routes(), user: producer() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Producer and agent desk' })).toBeInTheDocument();
    expect(currentPath).toBe('/producer');
    await userEvent.click(await screen.findByRole('button', { name: /chat with us/i }));
    const [url, , popupFeatures] = open.mock.calls[0]!;
    expect(url).toBe('/producer/chat');
    expect(popupFeatures).toContain('width=450');
    expect(popupFeatures).toContain('height=650');
    expect(client.calls.filter((call) => call.includes('/members'))).toEqual([]);
  });

  it('sends a producer who opens a member screen to /producer', async () => {
    renderPortal({ path: '/benefits?tab=hearing', routes: routes(), user: producer() });
    await waitFor(() => expect(currentPath).toBe('/producer'));
  });

  it('says so when chat is closed or off for the brand', async () => {
    renderPortal({ path: '/producer', routes: routes('<chatAllowed allowed="false"/>'), user: producer() });
    expect(await screen.findByText('Chat is not available right now. Please try again during business hours.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /chat with us/i })).toBeNull();
  });

  it('sends a member who opens /producer to their dashboard', async () => {
    renderPortal({ path: '/producer', routes: routes(), user: fakeUser() });
    await waitFor(() => expect(currentPath).not.toBe('/producer'));
  });
});
