// §3 focus member: selectedMemberSPDC, default 0-0-0-0 (unselected).
import { unselectedSpdcText } from '@portal/core';
import { create } from 'zustand';

interface SelectedPolicyState {
  /** 'sub-pol-div-cert' of the selected coverage line. */
  selectedKey: string;
  select(key: string): void;
  reset(): void;
}

export const useSelectedPolicyStore = create<SelectedPolicyState>()((set) => ({
  selectedKey: unselectedSpdcText,
  select: (selectedKey) => set({ selectedKey }),
  reset: () => set({ selectedKey: unselectedSpdcText }),
}));
