import { afterEach, describe, expect, it } from 'vitest';
import { cookiePreferencesStorageKey, readCookiePreferences, saveCookiePreferences } from './cookie-preferences.ts';

afterEach(() => localStorage.clear());

describe('cookie preferences', () => {
  it('are off until the member chooses', () => {
    expect(readCookiePreferences()).toEqual({ analytics: false, marketing: false });
  });

  it('read back what was saved', () => {
    saveCookiePreferences({ analytics: false, marketing: true });
    expect(readCookiePreferences()).toEqual({ analytics: false, marketing: true });
  });

  it('treat an unreadable or odd stored value as off', () => {
    localStorage.setItem(cookiePreferencesStorageKey, '{not json');
    expect(readCookiePreferences()).toEqual({ analytics: false, marketing: false });
    localStorage.setItem(cookiePreferencesStorageKey, JSON.stringify({ analytics: 'yes', marketing: 1 }));
    expect(readCookiePreferences()).toEqual({ analytics: false, marketing: false });
  });
});
