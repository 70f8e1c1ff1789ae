// Connected apps of /profile: the wire's ISO time becomes a Date; what the app
// can read stays the FHIR resource types, which the screen names in the
// member's words.
import type { ConnectedApp as WireConnectedApp, SharedResourceType } from '@portal/contract';

export type { SharedResourceType };

export interface ConnectedApp {
  clientId: string;
  name: string;
  /** What the app can read. */
  resourceTypes: SharedResourceType[];
  connectedAt: Date;
}

export function toConnectedApp(app: WireConnectedApp): ConnectedApp {
  return { clientId: app.clientId, name: app.name, resourceTypes: [...app.resourceTypes], connectedAt: new Date(app.connectedAt) };
}
