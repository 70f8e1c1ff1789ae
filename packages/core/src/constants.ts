// §9 business constants and limits (§4 for the session and toast timings).

// §4/§9 session: warning after 25 minutes, 5-minute countdown, 30-minute cutoff.
export const sessionWarningMs = 1_500_000;
export const countdownMs = 300_000;
export const absoluteSessionCutoffMs = 1_800_000;
// §4/§7: token and subsidiary configuration are refreshed every 5 minutes.
export const tokenRefreshIntervalMs = 300_000;
export const configRefreshIntervalMs = 300_000;
// §3: persisted app state gives up rehydrating after 5 s.
export const persistRehydrateTimeoutMs = 5000;
// §4: after an email change, wait 3 s, then sign out.
export const emailChangeRedirectDelayMs = 3000;
// §4 notifications: toasts last 5 s, at most 2 on screen.
export const toastDurationMs = 5000;
export const maxToasts = 2;
export const dialogFocusDelayMs = 100;
// §4: a 401 saves the path in cookie savedPath for 600 s.
export const savedPathCookieSeconds = 600;
// §4: tokens count as expired 60 s early.
export const tokenExpirySkewSeconds = 60;

// §2/§9 mobile: side menu up to 768 px; mobile layout up to 1024 px.
export const mobileMenuBreakpointPx = 768;
export const mobileLayoutMaxPx = 1024;
// §2: the support chat opens in a 450 × 650 popup.
export const chatPopup = Object.freeze({ width: 450, height: 650 });

// §2: a dismissed paperless banner returns after 90 days.
export const paperlessBannerSnoozeDays = 90;

// §2: the Member Savings tab also needs a visibility rule with one of these codes.
export const memberSavingsRuleCodes: readonly string[] = Object.freeze(['rx', 'wo01', 'wo02']);
// §1 hearing tab: shown when a line of the member's carries this visibility rule.
export const hearingTabRuleCode = 'hear';

// §5/§9 limits.
export const passwordMinLength = 15;
export const emailMaxLength = 60;
/** §5/§9: digits in a one-time code per channel (the voice length of 5 is disputed in the sources). */
export const verificationCodeLengths = Object.freeze({ email: 6, text: 6, voice: 5 });
export type VerificationChannel = keyof typeof verificationCodeLengths;
export const codeValidityMinutes = 5;
export const pretreatmentEstimateValidMonths = 12;
// §9: user-agent strings are cut at 500 characters.
export const userAgentMaxLength = 500;

// §2/§9: claim date filters.
export const claimDateFilters = ['allTime', 'currentYear', 'previousYear', 'last90Days'] as const;
export type ClaimDateFilter = (typeof claimDateFilters)[number];
/** ISO dates (YYYY-MM-DD), both ends included; `from` is null for all time. */
export type ClaimDateRange = { from: string | null; to: string };

function isoDate(year: number, monthIndex: number, day: number): string {
  // Date.UTC normalises overflow (day 0, negative days) without time-zone surprises.
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The dates a claim-list filter covers, counted from the member's calendar
 * day `today` (its local year, month and day). Current year runs to today;
 * previous year is the whole calendar year; last 90 days includes today.
 */
export function claimDateRange(filter: ClaimDateFilter, today: Date): ClaimDateRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  const to = isoDate(year, month, day);
  switch (filter) {
    case 'allTime':
      return { from: null, to };
    case 'currentYear':
      return { from: isoDate(year, 0, 1), to };
    case 'previousYear':
      return { from: isoDate(year - 1, 0, 1), to: isoDate(year - 1, 11, 31) };
    case 'last90Days':
      return { from: isoDate(year, month, day - 89), to };
  }
}

/** Whether an ISO date (YYYY-MM-DD…) falls within a claim date range. */
export function isWithinClaimDateRange(isoDateText: string, range: ClaimDateRange): boolean {
  const date = isoDateText.slice(0, 10);
  return (range.from === null || date >= range.from) && date <= range.to;
}

// §9 state-to-number map.
const stateGroups: ReadonlyArray<readonly [number, readonly string[]]> = [
  [80, ['AK']],
  [50, ['CA', 'CT', 'HI', 'ID', 'MT', 'NV', 'OR', 'WA', 'AL']],
  [40, ['DC', 'DE', 'FL', 'GA', 'MA', 'MD', 'MS', 'NC', 'NJ', 'NY', 'RI', 'SC', 'TN', 'VA', 'WV']],
  [30, ['IA', 'IL', 'IN', 'KS', 'KY', 'ME', 'MI', 'MN', 'MO', 'ND', 'NE', 'NH', 'OH', 'PA', 'SD', 'VT', 'WI']],
  [25, ['AR', 'AZ', 'CO', 'LA', 'NM', 'OK', 'TX', 'UT', 'WY']],
];

export const stateNumbers: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(stateGroups.flatMap(([number, states]) => states.map((state) => [state, number]))),
);

/** §9: the number of a two-letter state code (any case); undefined for an unknown code. */
export function stateNumber(stateCode: string): number | undefined {
  return stateNumbers[stateCode.trim().toUpperCase()];
}

// §5: the nine file types a vision claim upload accepts.
export const visionClaimUploadTypes = Object.freeze({
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
});
export const visionClaimUploadMimeTypes: readonly string[] = Object.freeze(Object.values(visionClaimUploadTypes));

export function isAllowedVisionClaimUploadType(mimeType: string): boolean {
  return visionClaimUploadMimeTypes.includes(mimeType.trim().toLowerCase());
}
