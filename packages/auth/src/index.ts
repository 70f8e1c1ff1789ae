// oidc-client-ts sign-in, auth store, route guard, token expiry, sign-out.
export {};
