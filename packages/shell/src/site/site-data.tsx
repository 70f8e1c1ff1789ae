// Features (§4 features gate) and the subsidiary configuration (§7, §9),
// fetched with plain calls: every page needs them, public ones too, and
// TanStack Query loads only with the first screen that needs it.
// The query layer copies these answers into its cache (query/QueryLayer.tsx),
// so useFeatures() in a feature screen does not ask again.
import {
  browserMetadata,
  getFeatures,
  getSubsidiaryConfig,
  type ApiContextValue,
  type Features,
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

export function SiteDataProvider({ api, children }: { api: ApiContextValue; children: ReactNode }) {
  const siteData = useMemo(() => createSiteData(api), [api]);
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
