import { mockRegistrationReferenceId } from '@portal/api-client/testing';
import { useRegistrationStore, type RegistrationData } from '../state/registration-store.ts';

/** A registration as far as `stepDone`, under the mock's referenceId (for a screen test of a later step). */
export function startRegistrationAt(stepDone: RegistrationData['stepDone'], change: Partial<RegistrationData> = {}) {
  sessionStorage.clear();
  useRegistrationStore.getState().reset({
    referenceId: mockRegistrationReferenceId,
    stepDone,
    firstName: 'Olivia',
    lastName: 'Martinez',
    dateOfBirth: '1986-04-12',
    zipCode: '68102',
    emailAvailable: true,
    ...change,
  });
}
