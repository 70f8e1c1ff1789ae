import type { AccountActivityKind, AccountArea, MessageKind } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import accessLogEn from './accessLog.en.json';
import accessLogEs from './accessLog.es.json';
import messagesEn from './messages.en.json';
import messagesEs from './messages.es.json';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

describe.each([
  ['messages', messagesEn, messagesEs],
  ['accessLog', accessLogEn, accessLogEs],
])("the '%s' namespace", (_name, en, es) => {
  it('has every English key in Spanish, and no other', () => {
    expect(keys(es as Messages).sort()).toEqual(keys(en as Messages).sort());
  });
});

describe('the wording of what the server sends', () => {
  it('has a title and text for every message kind, and a phrase for every account area (tsc checks the kinds)', () => {
    const messageKinds: Record<MessageKind, { title: string; body: string }> = messagesEn.kinds;
    const areas: Record<AccountArea, string> = accessLogEn.activity.areas;
    const activityKinds: Record<Exclude<AccountActivityKind, 'customerServiceVisit'>, string> = accessLogEn.activity.kinds;
    expect(Object.keys(messageKinds)).toHaveLength(9); // no wording of a kind the server no longer sends
    expect(Object.keys(areas)).toHaveLength(11);
    expect(Object.keys(activityKinds).length).toBeGreaterThan(7);
  });
});
