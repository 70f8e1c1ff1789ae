// §3 browser-stored session items and §4 sign-out clean-up.
const storageKeys = { sessionStart: 'sessionStart', modalCountdownStart: 'modalCountdownStart', subsidiary: 'subsidiary' } as const;

export function markSessionStart(now = Date.now()): void {
  localStorage.setItem(storageKeys.sessionStart, String(now));
  localStorage.removeItem(storageKeys.modalCountdownStart);
}

export function rememberSubsidiary(partner: string): void {
  localStorage.setItem(storageKeys.subsidiary, partner);
}

/** Clears the searchType cookie, stored subsidiary, session start and countdown start. */
export function clearBrowserSession(doc: Document = document): void {
  doc.cookie = 'searchType=; max-age=0; path=/';
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
}

function readTimestamp(key: string): number | null {
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function readSessionTimestamps(): { sessionStart: number | null; countdownStart: number | null } {
  return { sessionStart: readTimestamp(storageKeys.sessionStart), countdownStart: readTimestamp(storageKeys.modalCountdownStart) };
}

export function markCountdownStart(now: number): void {
  localStorage.setItem(storageKeys.modalCountdownStart, String(now));
}

export function isCountdownRunning(): boolean {
  return readTimestamp(storageKeys.modalCountdownStart) !== null;
}
