// /dce/completed keeps its result across a reload: the
// estimate RESULT only — never the estimator's token — in sessionStorage, so
// it lasts as long as the tab. It names the dental line it was made for, and
// the page shows it only to a member who has that line.
import type { DentalCostEstimate } from '@portal/api-client';

const storageKey = 'portal.dceEstimate';

export interface SavedDentalCostEstimate {
  /** Member key (sub-pol-div-cert) of the dental line. */
  coverageKey: string;
  /** As the member list writes it. */
  patientName: string;
  /** yyyy-mm-dd, the day it was made. */
  estimatedOn: string;
  estimate: DentalCostEstimate;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the result then lives until the page is left.
    return undefined;
  }
}

export function saveDentalCostEstimate(saved: SavedDentalCostEstimate): void {
  try {
    sessionStore()?.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // A full or disabled storage: the result is still shown now, only not after a reload.
  }
}

function isSaved(value: unknown): value is SavedDentalCostEstimate {
  const saved = value as Partial<SavedDentalCostEstimate> | null;
  return (
    typeof saved?.coverageKey === 'string' &&
    typeof saved.patientName === 'string' &&
    typeof saved.estimatedOn === 'string' &&
    Array.isArray(saved.estimate?.lines) &&
    typeof saved.estimate.totals?.planPays === 'number' &&
    typeof saved.estimate.planYear?.planYearEnd === 'string'
  );
}

/** The last estimate of this tab, or undefined when there is none (or it is unreadable). */
export function loadDentalCostEstimate(): SavedDentalCostEstimate | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(storageKey) ?? 'null');
    return isSaved(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function clearDentalCostEstimate(): void {
  sessionStore()?.removeItem(storageKey);
}
