// §4 the order of the registration steps, and where a person belongs given
// how far they have come (the store's stepDone): a step opened too early
// sends them to the first step not yet done.
import { routes } from '@portal/core';
import type { RegistrationStepDone } from '../state/registration-store.ts';

export type GuardedStep = 'connectYourAccount' | 'email' | 'phone' | 'password' | 'complete';

/** The steps that must be done before each screen opens (the phone is optional: password needs step 3 only). */
export const stepsNeededBefore: Record<GuardedStep, RegistrationStepDone> = {
  connectYourAccount: 1,
  email: 2,
  phone: 3,
  password: 3,
  complete: 5,
};

/** The screen of the first step not yet done. */
export function pathOfNextStep(stepDone: RegistrationStepDone): string {
  switch (stepDone) {
    case 0:
      return routes.registration.register;
    case 1:
      return routes.registration.connectYourAccount;
    case 2:
      return routes.registration.email;
    case 3:
      return routes.registration.phone;
    case 4:
      return routes.registration.password;
    default:
      return routes.registration.complete;
  }
}

/** Step 1's form opens on the register route with ?as=member (so back and forward keep the choice). */
export const findYouPath = `${routes.registration.register}?as=member`;
export const dependentPath = `${routes.registration.register}?as=dependent`;
