// The member's cookie choices from the footer's Cookie Settings (§2). This
// portal sets only strictly necessary cookies and storage, so the choices are
// only remembered (localStorage 'cookiePreferences') for when it sets others.
export const cookiePreferencesStorageKey = 'cookiePreferences';

export interface CookiePreferences {
  analytics: boolean;
  marketing: boolean;
}

/** Off by default: nothing optional runs without the member's say-so. */
export const defaultCookiePreferences: CookiePreferences = Object.freeze({ analytics: false, marketing: false });

export function readCookiePreferences(): CookiePreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(cookiePreferencesStorageKey) ?? 'null') as Partial<CookiePreferences> | null;
    return { analytics: saved?.analytics === true, marketing: saved?.marketing === true };
  } catch {
    return { ...defaultCookiePreferences };
  }
}

export function saveCookiePreferences(preferences: CookiePreferences): void {
  try {
    localStorage.setItem(cookiePreferencesStorageKey, JSON.stringify({ ...preferences, savedAt: new Date().toISOString() }));
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}
