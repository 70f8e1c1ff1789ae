// §9 paperless banner snooze: the time of the last dismissal, kept in
// localStorage so it survives sign-out and new tabs. No personal data.
export const paperlessBannerSnoozeKey = 'paperlessBannerSnoozedAt';

/** When the banner was last dismissed (epoch ms), or null when never (or storage is unavailable). */
export function readPaperlessBannerSnooze(storage: Storage | undefined = globalThis.localStorage): number | null {
  try {
    const stored = storage?.getItem(paperlessBannerSnoozeKey);
    const value = stored ? Number(stored) : Number.NaN;
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writePaperlessBannerSnooze(at: number, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(paperlessBannerSnoozeKey, String(at));
  } catch {
    // Storage full or blocked: the banner simply returns on the next visit.
  }
}
