// The shared namespace carries core's §5 messages word for word, and one
// label per account-password rule, so forms can translate them by key.
import { accountPasswordRules, validationMessages } from '@portal/core';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import es from './i18n/es.json';

describe('shared namespace', () => {
  it('English validation texts are core’s §5 messages exactly', () => {
    expect(en.validation).toEqual(validationMessages);
  });

  it('Spanish translates every validation message', () => {
    expect(Object.keys(es.validation).sort()).toEqual(Object.keys(validationMessages).sort());
    expect(es.validation.invalidZip).not.toBe(en.validation.invalidZip);
  });

  it('labels every account-password rule', () => {
    expect(Object.keys(en.passwordRules).sort()).toEqual([...accountPasswordRules].sort());
  });

  it('keeps the §8 messages word for word', () => {
    expect(en.errors.unauthorized).toBe('Unauthorized access');
    expect(en.errors.httpError).toBe('HTTP error! Status: {{code}}');
    expect(en.notifications.logoutFailed).toBe('Error logging out. Redirecting to Landing Page.');
  });
});
