// The registration routes as the shell composes them (each lazy page in
// Suspense), with the screens they lead to outside the package as headings.
import { routes } from '@portal/core';
import { Suspense } from 'react';
import { registrationPublicRoutes } from '../routes.tsx';
import { renderRegistration, type RenderRegistrationOptions } from './render-registration.tsx';

export function renderRegistrationRoutes(path: string, options: Omit<RenderRegistrationOptions, 'path' | 'pattern' | 'elsewhere'> = {}) {
  const elsewhere = Object.fromEntries([
    ...registrationPublicRoutes.map(({ path: to, element }) => [to, <Suspense fallback={<p>Loading page</p>}>{element}</Suspense>]),
    [routes.login, <h1>Sign in page</h1>],
    [routes.loginExistingAccount, <h1>Existing account page</h1>],
    [routes.noPolicyFound, <h1>No policy page</h1>],
  ]);
  return renderRegistration(<h1>Start</h1>, { ...options, path, pattern: '/start', elsewhere });
}
