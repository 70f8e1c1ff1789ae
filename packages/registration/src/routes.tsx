// The registration screens as route objects the shell composes (paths from
// core's route map). Every page loads lazily, so no other screen ships its
// code; steps 2 to 5 open only after the steps they need (RequireStep).
import { routes } from '@portal/core';
import { lazy, type ReactElement } from 'react';

// The step guard reads the persisted registration state; loading it with the
// pages keeps that state (and zustand's persist) out of every other page's first load.
const RequireStep = lazy(() => import('./routing/RequireStep.tsx').then((m) => ({ default: m.RequireStep })));

const RegisterPage = lazy(() => import('./pages/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })));
const WeNeedToFindYouPage = lazy(() => import('./pages/WeNeedToFindYouPage.tsx').then((m) => ({ default: m.WeNeedToFindYouPage })));
const ConnectYourAccountPage = lazy(() => import('./pages/ConnectYourAccountPage.tsx').then((m) => ({ default: m.ConnectYourAccountPage })));
const EmailPage = lazy(() => import('./pages/EmailPage.tsx').then((m) => ({ default: m.EmailPage })));
const PhonePage = lazy(() => import('./pages/PhonePage.tsx').then((m) => ({ default: m.PhonePage })));
const PasswordPage = lazy(() => import('./pages/PasswordPage.tsx').then((m) => ({ default: m.PasswordPage })));
const CompletePage = lazy(() => import('./pages/CompletePage.tsx').then((m) => ({ default: m.CompletePage })));

export interface RegistrationRoute {
  path: string;
  element: ReactElement;
}

/** §2: every registration step opens without sign-in. The shell wraps them in Suspense. */
export const registrationPublicRoutes: readonly RegistrationRoute[] = [
  { path: routes.registration.register, element: <RegisterPage /> },
  { path: routes.registration.weNeedToFindYou, element: <WeNeedToFindYouPage /> },
  {
    path: routes.registration.connectYourAccount,
    element: (
      <RequireStep step="connectYourAccount">
        <ConnectYourAccountPage />
      </RequireStep>
    ),
  },
  {
    path: routes.registration.email,
    element: (
      <RequireStep step="email">
        <EmailPage />
      </RequireStep>
    ),
  },
  {
    path: routes.registration.phone,
    element: (
      <RequireStep step="phone">
        <PhonePage />
      </RequireStep>
    ),
  },
  {
    path: routes.registration.password,
    element: (
      <RequireStep step="password">
        <PasswordPage />
      </RequireStep>
    ),
  },
  {
    path: routes.registration.complete,
    element: (
      <RequireStep step="complete">
        <CompletePage />
      </RequireStep>
    ),
  },
];
