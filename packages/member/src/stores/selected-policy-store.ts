// §3 focus member: selectedMemberSPDC, default 0-0-0-0 (unselected). §3 app
// state is persisted (rehydrate timeout 5000 ms): only the selected policy's
// key, in sessionStorage — no personal data, gone when the tab closes.
import { useAuthStore } from '@portal/auth';
import { persistRehydrateTimeoutMs, unselectedSpdcText, withRehydrateTimeout } from '@portal/core';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

export interface SelectedPolicyState {
  /** 'sub-pol-div-cert' of the selected coverage line. */
  selectedKey: string;
  select(key: string): void;
  reset(): void;
}

export const selectedPolicyStorageName = 'portal.selectedPolicy';

/** A store persisted in `storage` (sessionStorage in the browser; a fake in tests). */
export function createSelectedPolicyStore(storage: () => StateStorage, timeoutMs = persistRehydrateTimeoutMs) {
  return create<SelectedPolicyState>()(
    persist(
      (set) => ({
        selectedKey: unselectedSpdcText,
        select: (selectedKey) => set({ selectedKey }),
        reset: () => set({ selectedKey: unselectedSpdcText }),
      }),
      {
        name: selectedPolicyStorageName,
        storage: createJSONStorage(() => withRehydrateTimeout(storage(), timeoutMs)),
        partialize: ({ selectedKey }) => ({ selectedKey }),
      },
    ),
  );
}

export const useSelectedPolicyStore = createSelectedPolicyStore(() => sessionStorage);

// §4 sign-out resets app state: the next member signing in on this tab starts unselected.
useAuthStore.subscribe((state, previous) => {
  if (previous.isLoggedIn && !state.isLoggedIn) useSelectedPolicyStore.getState().reset();
});
