// The API client every screen calls through (§7), with the member's tokens
// from the auth store and the §4 answer to a 401.
import { createHttpClient, redirectToLoginSavingPath, type ApiContextValue } from '@portal/api-client';
import { forgetStoredUser, useAuthStore } from '@portal/auth';
import { baseLanguage, type I18nProviderProps } from '@portal/i18n';
import type { BrandConfig } from '../brand/brand-config.ts';
import { siteOidcSettings } from './site-oidc-settings.ts';

export function createSiteApi(brand: BrandConfig, i18n: I18nProviderProps['i18n']): ApiContextValue {
  return {
    subsidiary: brand.partner,
    client: createHttpClient({
      // The server picks en/es documents (report card, enrollment application) by Accept-Language.
      getLanguage: () => baseLanguage(i18n.language),
      getAccessToken: () => useAuthStore.getState().tokens.accessToken,
      getUserTokenCsr: () => useAuthStore.getState().tokens.userTokenCSR,
      onUnauthorized: () => {
        // The server refused the session's token (ended on another device, a password change): /login would
        // restore the same stored token and come straight back here, so it is dropped and the sign-in starts anew.
        forgetStoredUser(siteOidcSettings(brand.partner));
        redirectToLoginSavingPath();
      },
    }),
  };
}
