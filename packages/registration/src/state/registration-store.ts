// §3 registration state, kept across a reload of the tab (sessionStorage,
// rehydrate timeout 5000 ms) so a person can carry on at the step they were
// on. Never a password, an SSN or a one-time code: those stay in the forms.
import { persistRehydrateTimeoutMs, withRehydrateTimeout } from '@portal/core';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { registrationStorageName } from './registration-in-tab.ts';

/** 'register' = a new account; 'connect' = a signed-in person without policies connecting one (H6b's screens). */
export type RegistrationMode = 'register' | 'connect';

/**
 * The furthest step done (§4): 0 nothing, 1 found, 2 identity verified,
 * 3 email verified, 4 phone verified or skipped, 5 password created.
 */
export type RegistrationStepDone = 0 | 1 | 2 | 3 | 4 | 5;

/** The message key (i18n namespace 'registration') each step-2/4 card shows, or null. */
export interface RegistrationErrors {
  claimCard: string | null;
  emailCard: string | null;
  otherCard: string | null;
  phoneOtp: string | null;
}

export interface RegistrationData {
  mode: RegistrationMode;
  stepDone: RegistrationStepDone;
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  zipCode: string;
  /** The member has an email on file: step 2 offers the emailed passcode. */
  emailAvailable: boolean;
  /** The server's handle on this registration (step 1 answer); the key of every later step. */
  referenceId: string | null;
  /** Step 4: the phone factor a code was sent to. */
  factorId: string | null;
  /** The sign-in email the account was created with (step 5 answer). */
  userId: string | null;
  /** The partner code the member was found under (step 1 answer). */
  registrationSubsidiary: string | null;
  /** Step 3: the email address the person chose as their user name. */
  email: string;
  /** Step 3: the masked address the code went to (from the server). */
  emailSentTo: string | null;
  errors: RegistrationErrors;
  /** After the first sign-in, open /paperless (the person asked for paperless at completion). */
  showEdeliveryPageOnLogin: boolean;
  showDCEPageOnLogin: boolean;
  showFindYouError: boolean;
  /** Step 3 answered 409: the email already has an account; sign in and the policy connects. */
  memberExistsFlow: boolean;
}

export interface RegistrationActions {
  /** Merge a change into the state (the screens' single writer). */
  update(change: Partial<RegistrationData>): void;
  /** Record that `step` is done (never goes back: a later step stays done). */
  completeStep(step: Exclude<RegistrationStepDone, 0>): void;
  setError(card: keyof RegistrationErrors, messageKey: string | null): void;
  /** Forget everything; `keep` carries chosen fields over (completion keeps showEdeliveryPageOnLogin). */
  reset(keep?: Partial<RegistrationData>): void;
}

export type RegistrationState = RegistrationData & RegistrationActions;

export { registrationStorageName };

const noErrors: RegistrationErrors = { claimCard: null, emailCard: null, otherCard: null, phoneOtp: null };

export const initialRegistrationData: RegistrationData = Object.freeze({
  mode: 'register',
  stepDone: 0,
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  zipCode: '',
  emailAvailable: false,
  referenceId: null,
  factorId: null,
  userId: null,
  registrationSubsidiary: null,
  email: '',
  emailSentTo: null,
  errors: noErrors,
  showEdeliveryPageOnLogin: false,
  showDCEPageOnLogin: false,
  showFindYouError: false,
  memberExistsFlow: false,
});

/** A store persisted in `storage` (sessionStorage in the browser; a fake in tests). */
export function createRegistrationStore(storage: () => StateStorage, timeoutMs = persistRehydrateTimeoutMs) {
  return create<RegistrationState>()(
    persist(
      (set) => ({
        ...initialRegistrationData,
        update: (change) => set(change),
        completeStep: (step) => set((state) => ({ stepDone: Math.max(state.stepDone, step) as RegistrationStepDone })),
        setError: (card, messageKey) => set((state) => ({ errors: { ...state.errors, [card]: messageKey } })),
        reset: (keep = {}) => set({ ...initialRegistrationData, ...keep }),
      }),
      {
        name: registrationStorageName,
        storage: createJSONStorage(() => withRehydrateTimeout(storage(), timeoutMs)),
        // Only the data fields: actions are never serialized.
        partialize: (state): RegistrationData => {
          const data = {} as Record<string, unknown>;
          for (const key of Object.keys(initialRegistrationData)) data[key] = state[key as keyof RegistrationData];
          return data as unknown as RegistrationData;
        },
      },
    ),
  );
}

export type RegistrationStore = ReturnType<typeof createRegistrationStore>;

export const useRegistrationStore = createRegistrationStore(() => sessionStorage);

/**
 * §3: the registration state is ready once rehydrated — or after 5000 ms, when
 * the storage counts as empty. Screens wait for it before their step guard.
 */
export function useRegistrationStoreReady(store: RegistrationStore = useRegistrationStore): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
