// The site's identity provider settings: its own issuer by default, another
// (Okta, Entra ID …) when the build names one.
import type { OidcSettings } from '@portal/auth';
import type { Partner } from '@portal/core';

export function siteOidcSettings(partner: Partner): OidcSettings {
  return {
    partner,
    origin: window.location.origin,
    authority: import.meta.env.VITE_OIDC_AUTHORITY || undefined,
    clientId: import.meta.env.VITE_OIDC_CLIENT_ID || undefined,
  };
}
