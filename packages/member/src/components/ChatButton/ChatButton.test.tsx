import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featuresWith } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { ChatButton } from './ChatButton.tsx';

const allowed = '<chatAllowed allowed="true"/>';
const closed = '<chatAllowed allowed="false"/>';

afterEach(() => vi.restoreAllMocks());

describe('ChatButton (§2)', () => {
  it('opens the support popup at 450 × 650 when chat is on and allowed', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMember(<ChatButton chatUrl="/support/chat" />, {
      routes: { 'GET /api/alic/features': featuresWith(), 'GET /api/alic/chat/availability': allowed },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us (opens in a new window)' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('/support/chat');
    expect(features).toContain('width=450');
    expect(features).toContain('height=650');
  });

  it('is absent when the chat service says not allowed', async () => {
    const { client } = renderMember(<ChatButton />, {
      routes: { 'GET /api/alic/features': featuresWith(), 'GET /api/alic/chat/availability': closed },
    });
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/chat/availability'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is absent, without asking the chat service, when memberChat is off', async () => {
    const { client } = renderMember(<ChatButton />, {
      routes: { 'GET /api/alic/features': featuresWith({ memberChat: false }), 'GET /api/alic/chat/availability': allowed },
    });
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/features'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(client.calls).not.toContain('GET /api/alic/chat/availability');
  });

  it('shows the given fallback instead once chat is off or closed (the producer page says so, §6)', async () => {
    renderMember(<ChatButton unavailable={<p>Chat is closed</p>} />, {
      routes: { 'GET /api/alic/features': featuresWith(), 'GET /api/alic/chat/availability': closed },
    });
    expect(await screen.findByText('Chat is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
