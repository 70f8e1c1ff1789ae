// The registration screens as route objects the shell composes (paths from
// core's route map). Every page loads lazily, so no other screen ships its code.
import type { ReactElement } from 'react';

export interface RegistrationRoute {
  path: string;
  element: ReactElement;
}

/** §2: every registration step opens without sign-in. The shell wraps them in Suspense. */
export const registrationPublicRoutes: readonly RegistrationRoute[] = [];
