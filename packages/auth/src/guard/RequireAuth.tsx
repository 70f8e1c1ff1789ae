// §4 route guard: a missing or expired access or id token sends the user to
// /login, except on public paths (which include /login and /404).
import { savePathForAfterSignIn } from '@portal/api-client';
import { isPublicPath, routes } from '@portal/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../store/auth-store.ts';
import { isTokenExpired } from '../tokens/token-expiry.ts';

function isSignInCallbackSearch(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && params.has('state');
}

export function RequireAuth({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname, search } = useLocation();
  const loading = useAuthStore((s) => s.loading);
  const signingOut = useAuthStore((s) => s.signingOut);
  const { accessToken, idToken } = useAuthStore((s) => s.tokens);
  if (isPublicPath(pathname)) return children;
  if (loading || signingOut) return fallback;
  if (isTokenExpired(accessToken) || isTokenExpired(idToken)) {
    // A sign-in callback that failed is no place to come back to (its code is spent).
    if (!isSignInCallbackSearch(search)) savePathForAfterSignIn(pathname + search);
    return <Navigate to={routes.login} replace />;
  }
  return children;
}
