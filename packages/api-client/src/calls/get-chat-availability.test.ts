import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockHttpClient, type MockAnswer } from '../testing.ts';
import { getChatAvailability } from './get-chat-availability.ts';

const route = 'GET /api/alic/chat/availability';

function chatWith(answer: MockAnswer | (() => MockAnswer)) {
  const client = createMockHttpClient({ [route]: answer });
  return { client, allowed: getChatAvailability({ client, subsidiary: 'alic' }) };
}

describe('getChatAvailability (§7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is open when chatAllowed says allowed="true", asking for XML', async () => {
    const { client, allowed } = chatWith('<chatAllowed allowed="true"/>');
    expect(await allowed).toBe(true);
    expect(client.requests[0]!.options.accept).toBe('application/xml');
  });

  it('is closed when allowed is "false", without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await chatWith('<chatAllowed allowed="false"/>').allowed).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is closed and logged when the chatAllowed element is missing or the XML is broken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await chatWith('<status open="true"/>').allowed).toBe(false);
    expect(await chatWith('<chatAllowed allowed="true"').allowed).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/no chatAllowed element/);
  });

  it('is closed and logged with the status only when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await chatWith({ httpStatus: 503, body: { message: 'member olivia@example.com' } }).allowed).toBe(false);
    expect(await chatWith(() => Promise.reject(new TypeError('Failed to fetch'))).allowed).toBe(false);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Chat availability: the call failed (status 503); chat stays closed.',
      'Chat availability: the call failed (TypeError); chat stays closed.',
    ]);
  });
});
