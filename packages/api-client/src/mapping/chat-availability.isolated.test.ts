// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatAllowedInXml } from './chat-availability.ts';

// Node has no DOMParser: this file checks the pattern fallback; the
// DOMParser path is covered by calls/get-chat-availability.test.ts (jsdom).
describe('chatAllowedInXml without DOMParser', () => {
  it('reads allowed="true" as open and anything else as closed', () => {
    expect(typeof DOMParser).toBe('undefined');
    expect(chatAllowedInXml('<chatAllowed allowed="true"/>')).toBe(true);
    expect(chatAllowedInXml("<?xml version='1.0'?><chatAllowed  allowed='true' />")).toBe(true);
    expect(chatAllowedInXml('<chatAllowed allowed="false"/>')).toBe(false);
    expect(chatAllowedInXml('<chatAllowed allowed="TRUE"/>')).toBe(false);
    expect(chatAllowedInXml('<chatAllowed/>')).toBe(false);
  });

  it('gives undefined when there is no chatAllowed element', () => {
    expect(chatAllowedInXml('<chat allowed="true"/>')).toBeUndefined();
    expect(chatAllowedInXml('')).toBeUndefined();
  });
});
