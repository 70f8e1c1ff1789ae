// §7 / §9: once the site is up, the subsidiary configuration is fetched with
// the subsidiary and the X-METADATA-CAPTURE header, then every 5 minutes.
// A plain call (site-data.tsx), so public pages need no query library; the
// query layer copies each answer into its cache for useSubsidiaryConfig().
import { subsidiaryConfigRefetchInterval } from '@portal/api-client';
import { useEffect } from 'react';
import { useSiteData } from './site-data.tsx';

export function SubsidiaryConfigRefresh() {
  const siteData = useSiteData();
  useEffect(() => {
    void siteData.refreshConfig();
    const timer = window.setInterval(() => void siteData.refreshConfig(), subsidiaryConfigRefetchInterval);
    return () => window.clearInterval(timer);
  }, [siteData]);
  return null;
}
