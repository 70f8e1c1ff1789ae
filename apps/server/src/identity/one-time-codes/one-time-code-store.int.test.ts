import { describe, expect, it } from 'vitest';
import type { Messenger, OutgoingMessage } from '../../messaging/messenger.ts';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import { createOneTimeCodes, deriveOneTimeCodeKey } from './one-time-code-store.ts';
import type { IssueCodeRequest } from './one-time-codes.ts';

const start = new Date('2026-11-25T10:00:00.000Z');
const minute = 60_000;

function capturingMessenger(): Messenger & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/** The code in the last message: six digits in an email or text, five spoken digits in a call. */
function lastCode(messenger: { sent: OutgoingMessage[] }): string {
  const { text, channel } = messenger.sent.at(-1)!;
  if (channel === 'voice') return /is ((?:\d ){4}\d)\./.exec(text)![1]!.replaceAll(' ', '');
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describeOnEachDatabase('one-time codes', ({ db }) => {
  function setUp({ drawCode }: { drawCode?: (length: number) => string } = {}) {
    const messenger = capturingMessenger();
    let now = start;
    const codes = createOneTimeCodes({
      db: db(), messenger, key: deriveOneTimeCodeKey('a test secret of some length'), now: () => now, ...(drawCode ? { drawCode } : {}),
    });
    return { messenger, codes, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }

  let serial = 0;
  function request(overrides: Partial<IssueCodeRequest> = {}): IssueCodeRequest {
    serial += 1;
    return {
      partner: 'rsl',
      purpose: 'registrationEmail',
      subject: `reference-${serial}`,
      destination: `person${serial}@example.com`,
      channel: 'email',
      language: 'en',
      ...overrides,
    };
  }
  const verifyOf = (issued: IssueCodeRequest, code: string) => ({
    partner: issued.partner, purpose: issued.purpose, subject: issued.subject, code,
  });

  it('sends six digits by email and text and five by voice, with the words of its purpose in en and es', async () => {
    const { messenger, codes } = setUp();
    const email = request();
    expect(await codes.issue(email)).toEqual({ sent: true, expiresAt: new Date(start.getTime() + 5 * minute) });
    const code = lastCode(messenger);
    expect(messenger.sent.at(-1)).toEqual({
      to: email.destination,
      channel: 'email',
      subject: 'Your RSL verification code',
      text: `Your RSL verification code is ${code}. It expires in 5 minutes. If you didn't ask for it, ignore this message.`,
    });

    await codes.issue(request({ channel: 'text', destination: '5035550101', language: 'es', partner: 'standard' }));
    expect(messenger.sent.at(-1)!.text).toMatch(
      /^Su código de verificación de The Standard es \d{6}\. Vence en 5 minutos\. Si no lo solicitó, ignore este mensaje\.$/,
    );
    expect(messenger.sent.at(-1)!.to).toBe('5035550101');

    const voice = request({ channel: 'voice', destination: '5035550102', purpose: 'registrationPhone' });
    await codes.issue(voice);
    const spoken = lastCode(messenger);
    expect(spoken).toMatch(/^\d{5}$/);
    expect(await codes.verify(verifyOf(voice, spoken))).toEqual({ valid: true, destination: '5035550102' });

    await codes.issue(request({ purpose: 'passwordReset', partner: 'alic' }));
    expect(messenger.sent.at(-1)!.text).toMatch(/^Your ALIC password reset code is \d{6}\./);
  });

  it('accepts the right code once, for its own subject and purpose only', async () => {
    const { messenger, codes } = setUp();
    const issued = request();
    await codes.issue(issued);
    const code = lastCode(messenger);
    expect(await codes.verify({ ...verifyOf(issued, code), purpose: 'emailChange' })).toEqual({ valid: false, reason: 'noCode' });
    expect(await codes.verify({ ...verifyOf(issued, code), subject: 'someone-else' })).toEqual({ valid: false, reason: 'noCode' });
    expect(await codes.verify(verifyOf(issued, code))).toEqual({ valid: true, destination: issued.destination });
    expect(await codes.verify(verifyOf(issued, code))).toEqual({ valid: false, reason: 'noCode' });
  });

  it('replaces the subject’s earlier code with a new one', async () => {
    const { messenger, codes } = setUp();
    const issued = request();
    await codes.issue(issued);
    const first = lastCode(messenger);
    await codes.issue(issued);
    const second = lastCode(messenger);
    expect(second).not.toBe(first);
    expect(await codes.verify(verifyOf(issued, first))).toEqual({ valid: false, reason: 'incorrect' });
    expect(await codes.verify(verifyOf(issued, second))).toMatchObject({ valid: true });
  });

  it('never sends again the code a new one replaces, even when the random draw repeats it (§8: a resend gives a new code)', async () => {
    const draws = ['123456', '123456', '123456', '654321'];
    const { messenger, codes } = setUp({ drawCode: () => draws.shift()! });
    const issued = request();
    await codes.issue(issued);
    await codes.issue(issued);
    expect(messenger.sent.map((message) => /\b(\d{6})\b/.exec(message.text)![1])).toEqual(['123456', '654321']);
    expect(draws).toEqual([]);
    expect(await codes.verify(verifyOf(issued, '123456'))).toEqual({ valid: false, reason: 'incorrect' });
    expect(await codes.verify(verifyOf(issued, '654321'))).toMatchObject({ valid: true });
  });

  it('is valid for 5 minutes', async () => {
    const { messenger, codes, advance } = setUp();
    const early = request();
    await codes.issue(early);
    const earlyCode = lastCode(messenger);
    const late = request();
    await codes.issue(late);
    const lateCode = lastCode(messenger);
    advance(5 * minute - 1000);
    expect(await codes.verify(verifyOf(early, earlyCode))).toMatchObject({ valid: true });
    advance(1000);
    expect(await codes.verify(verifyOf(late, lateCode))).toEqual({ valid: false, reason: 'expired' });
  });

  it('voids the code at the 5th wrong try, even for the right code afterwards', async () => {
    const { messenger, codes } = setUp();
    const issued = request();
    await codes.issue(issued);
    const code = lastCode(messenger);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await codes.verify(verifyOf(issued, wrong))).toEqual({ valid: false, reason: 'incorrect' });
    }
    expect(await codes.verify(verifyOf(issued, wrong))).toEqual({ valid: false, reason: 'tooManyTries' });
    expect(await codes.verify(verifyOf(issued, code))).toEqual({ valid: false, reason: 'tooManyTries' });
    // A new code starts over.
    await codes.issue(issued);
    expect(await codes.verify(verifyOf(issued, lastCode(messenger)))).toMatchObject({ valid: true });
  });

  it('sends at most 5 codes an hour to one destination for one purpose', async () => {
    const { messenger, codes, advance } = setUp();
    const destination = `capped${serial}@example.com`;
    for (let send = 1; send <= 5; send++) {
      expect(await codes.issue(request({ destination }))).toMatchObject({ sent: true });
      advance(minute);
    }
    const sentBefore = messenger.sent.length;
    // Case does not make another address; another subject does not make another allowance.
    expect(await codes.issue(request({ destination: destination.toUpperCase() }))).toEqual({
      sent: false, reason: 'sendLimit', retryAfterSeconds: 55 * 60,
    });
    expect(messenger.sent).toHaveLength(sentBefore);
    expect(await codes.issue(request({ destination, purpose: 'emailChange' }))).toMatchObject({ sent: true });
    advance(55 * minute);
    expect(await codes.issue(request({ destination }))).toMatchObject({ sent: true });
  });

  it('stores a hash of the code, never the code', async () => {
    const { messenger, codes } = setUp();
    const issued = request();
    await codes.issue(issued);
    const code = lastCode(messenger);
    const rows = await db().query<Record<string, unknown>>('SELECT * FROM one_time_codes WHERE subject = $1', [issued.subject]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });
});

describe('deriveOneTimeCodeKey', () => {
  it('gives each secret its own 32-byte key', () => {
    expect(deriveOneTimeCodeKey('first secret')).toHaveLength(32);
    expect(deriveOneTimeCodeKey('first secret').equals(deriveOneTimeCodeKey('second secret'))).toBe(false);
  });
});
