// Features (§4 features gate) and the subsidiary configuration (§7, §9),
// fetched with plain calls: every page needs them, public ones too, and
// TanStack Query loads only with the first screen that needs it.
// The query layer copies these answers into its cache (query/QueryLayer.tsx),
// so useFeatures() in a feature screen does not ask again. On a reload with a
// session stored, the member's call starts here too, before the first render
// (mount-portal.tsx): the query layer takes it over instead of asking again.
import {
  browserMetadata,
  getFeatures,
  getMembers,
  getSubsidiaryConfig,
  getVisibilityRules,
  type ApiContextValue,
  type Features,
  type SubsidiaryConfig,
} from '@portal/api-client';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** The member calls a page may start before its first render (the session must be in the auth store). */
const earlyCalls = { members: getMembers, visibilityRules: getVisibilityRules };
export type EarlyCall = keyof typeof earlyCalls;
export type EarlyAnswer<C extends EarlyCall> = Awaited<ReturnType<(typeof earlyCalls)[C]>>;

export interface SiteSnapshot {
  features?: { data: Features; at: number };
  config?: { data: SubsidiaryConfig; at: number };
}

export interface SiteData {
  getSnapshot(): SiteSnapshot;
  subscribe(listener: () => void): () => void;
  /** Asks for the features once (later calls do nothing). */
  loadFeatures(): void;
  /** The features call while it is on its way (null before it starts and once answered). */
  featuresOnTheWay(): Promise<Features> | null;
  /** Asks for the configuration again (the X-METADATA-CAPTURE header describes the page now). */
  refreshConfig(): Promise<void>;
  /** Starts a member call once (later asks do nothing); the session must be in the auth store. */
  loadEarly(call: EarlyCall): void;
  /** The call loadEarly started, handed over once (to the query layer); null otherwise. */
  takeEarly<C extends EarlyCall>(call: C): Promise<EarlyAnswer<C>> | null;
}

export function createSiteData(api: ApiContextValue, readMetadata: () => Record<string, unknown> = browserMetadata): SiteData {
  let snapshot: SiteSnapshot = {};
  const listeners = new Set<() => void>();
  const update = (next: Partial<SiteSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  };
  let featuresAsked = false;
  let featuresRequest: Promise<Features> | null = null;
  const asked = new Set<EarlyCall>();
  const early = new Map<EarlyCall, Promise<unknown>>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadFeatures() {
      if (featuresAsked) return;
      featuresAsked = true;
      // A failed call leaves the features unknown: the gate lets the page show, as before.
      featuresRequest = getFeatures(api);
      featuresRequest.then(
        (data) => {
          featuresRequest = null;
          update({ features: { data, at: Date.now() } });
        },
        () => {
          featuresRequest = null;
        },
      );
    },
    featuresOnTheWay: () => featuresRequest,
    loadEarly(call) {
      if (asked.has(call)) return;
      asked.add(call);
      const request = earlyCalls[call](api);
      // Until taken, a failure is nobody's: the query layer's own call (and its retries) reports it.
      request.catch(() => undefined);
      early.set(call, request);
    },
    takeEarly<C extends EarlyCall>(call: C) {
      const request = early.get(call) ?? null;
      early.delete(call);
      return request as Promise<EarlyAnswer<C>> | null;
    },
    async refreshConfig() {
      try {
        update({ config: { data: await getSubsidiaryConfig(api, readMetadata()), at: Date.now() } });
      } catch {
        // Kept from the last answer; asked again at the next refresh.
      }
    },
  };
}

const SiteDataContext = createContext<SiteData | null>(null);

/** `siteData`: one made before the first render, whose calls may already be on their way. */
export function SiteDataProvider({ api, siteData: given, children }: { api: ApiContextValue; siteData?: SiteData; children: ReactNode }) {
  const siteData = useMemo(() => given ?? createSiteData(api), [given, api]);
  return <SiteDataContext.Provider value={siteData}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData must be used inside <SiteDataProvider>');
  return value;
}

export function useSiteSnapshot(): SiteSnapshot {
  const siteData = useSiteData();
  return useSyncExternalStore(siteData.subscribe, siteData.getSnapshot, siteData.getSnapshot);
}
