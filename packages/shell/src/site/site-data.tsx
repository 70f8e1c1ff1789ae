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
  type ApiContextValue,
  type Features,
  type MemberData,
  type SubsidiaryConfig,
} from '@portal/api-client';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

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
  /** Asks for the signed-in member once (later calls do nothing); the session must be in the auth store. */
  loadMembers(): void;
  /** The member call started by loadMembers, handed over once (to the query layer); null otherwise. */
  takeMembers(): Promise<MemberData> | null;
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
  let membersAsked = false;
  let membersRequest: Promise<MemberData> | null = null;
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
    loadMembers() {
      if (membersAsked) return;
      membersAsked = true;
      membersRequest = getMembers(api);
      // Until taken, a failure is nobody's: the query layer's own call (and its retries) reports it.
      membersRequest.catch(() => undefined);
    },
    takeMembers() {
      const request = membersRequest;
      membersRequest = null;
      return request;
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
