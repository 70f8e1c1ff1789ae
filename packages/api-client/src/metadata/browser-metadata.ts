// §7 X-METADATA-CAPTURE: what the site tells the server about the browser
// (the contract's MetadataCapture). Never personal data: no names, ids,
// e-mail or query strings — the page is the path only. §9: the user agent is
// cut at 500 characters.
import { userAgentMaxLength } from '@portal/core';

export type BrowserMetadata = {
  userAgent: string;
  language?: 'en' | 'es';
  page?: string;
  screenWidth?: number;
  screenHeight?: number;
  timeZone?: string;
};

function siteLanguage(): 'en' | 'es' | undefined {
  const tag = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase().split('-')[0];
  return tag === 'en' || tag === 'es' ? tag : undefined;
}

function wholePixels(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), 100_000) : undefined;
}

/**
 * The browser's IANA time zone. Temporal's answer where the browser has it: the same name as Intl's, without what
 * the first Intl.DateTimeFormat costs (ICU's calendar and pattern data, ~300 ms of a phone's main thread at 4×
 * CPU, measured in Chromium: 0.8-4 ms for Temporal). The config call that sends it runs right after the first commit.
 */
function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  if (typeof temporal?.Now?.timeZoneId === 'function') return temporal.Now.timeZoneId();
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Metadata of this browser now; fields the environment lacks are left out. */
export function browserMetadata(): BrowserMetadata {
  const metadata: BrowserMetadata = {
    userAgent: (typeof navigator === 'undefined' ? '' : navigator.userAgent).slice(0, userAgentMaxLength),
  };
  const language = siteLanguage();
  if (language) metadata.language = language;
  if (typeof window !== 'undefined') {
    metadata.page = window.location.pathname.slice(0, 256);
    const width = wholePixels(window.innerWidth);
    const height = wholePixels(window.innerHeight);
    if (width !== undefined) metadata.screenWidth = width;
    if (height !== undefined) metadata.screenHeight = height;
  }
  const timeZone = browserTimeZone();
  if (timeZone && timeZone.length <= 64) metadata.timeZone = timeZone;
  return metadata;
}
