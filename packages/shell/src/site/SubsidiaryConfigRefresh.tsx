// §7 / §9: once the site is up, the subsidiary configuration is fetched with
// the subsidiary and the X-METADATA-CAPTURE header, then every 5 minutes
// (api-client's query sets the interval). Features read the memberChat flag
// from the same query cache with useSubsidiaryConfig(); nothing is copied.
import { useSubsidiaryConfig } from '@portal/api-client';

export function SubsidiaryConfigRefresh() {
  useSubsidiaryConfig();
  return null;
}
