import { describe, expect, it } from 'vitest';
import { isWithinChatHours, type ChatHours } from './business-hours.ts';

const eastern: ChatHours = { timeZone: 'America/New_York', openDays: [1, 2, 3, 4, 5], opensAt: '08:00', closesAt: '20:00' };
const central: ChatHours = { ...eastern, timeZone: 'America/Chicago', closesAt: '18:00' };

describe('chat business hours', () => {
  it("reads the clock in the partner's time zone, winter and summer alike", () => {
    expect(isWithinChatHours(new Date('2026-11-23T13:00:00Z'), eastern)).toBe(true); // Mon 08:00 EST
    expect(isWithinChatHours(new Date('2026-11-23T12:59:00Z'), eastern)).toBe(false); // Mon 07:59 EST
    expect(isWithinChatHours(new Date('2026-07-06T12:30:00Z'), eastern)).toBe(true); // Mon 08:30 EDT
  });

  it('closes at the closing minute and on days off', () => {
    expect(isWithinChatHours(new Date('2026-11-24T00:59:00Z'), eastern)).toBe(true); // Mon 19:59
    expect(isWithinChatHours(new Date('2026-11-24T01:00:00Z'), eastern)).toBe(false); // Mon 20:00
    expect(isWithinChatHours(new Date('2026-11-21T15:00:00Z'), eastern)).toBe(false); // Saturday
  });

  it('gives two partners different answers at the same instant', () => {
    const mondayEvening = new Date('2026-11-24T00:30:00Z'); // 19:30 ET, 18:30 CT
    expect(isWithinChatHours(mondayEvening, eastern)).toBe(true);
    expect(isWithinChatHours(mondayEvening, central)).toBe(false);
  });
});
