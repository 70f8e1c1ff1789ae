// RFC 9110 §10.2.3: Retry-After is a number of seconds or an HTTP date. A 429
// (sign-in, codes, registration look-ups) carries it so a screen can
// say how long to wait.

/** Whole seconds to wait (0 when the date has passed), or undefined when absent or unreadable. */
export function retryAfterSecondsOf(value: string | null | undefined, now: Date = new Date()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its weekday and month; anything else (e.g. '-5') is unreadable.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
