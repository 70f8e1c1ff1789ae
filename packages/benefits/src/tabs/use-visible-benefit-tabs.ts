// One place for the §2 tab rules, used by /benefits and by the shell's
// mobile side menu (which imports it from '@portal/benefits').
import { useFeatures, useMembers, useVisibilityRules } from '@portal/api-client';
import { benefitsTabPath, type BenefitsTab } from '@portal/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstLoad } from '../lib/use-first-load.ts';
import { tabLabelKey } from './tab-label-key.ts';
import { visibleBenefitTabs } from './visible-benefit-tabs.ts';

export interface VisibleBenefitTab {
  tab: BenefitsTab;
  /** Translated, e.g. 'Member Savings' / 'Ahorros para miembros'. */
  label: string;
  /** '/benefits?tab=member%20savings'. */
  path: string;
}

export interface BenefitTabsState {
  tabs: VisibleBenefitTab[];
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

/** The tabs with the state of the three calls they depend on (for the page's loading and error states). */
export function useBenefitTabsState(): BenefitTabsState {
  const { t } = useTranslation('benefits');
  const features = useFeatures();
  const members = useMembers();
  const rules = useVisibilityRules();
  // The tab set is decided only once all three calls have answered: Member
  // Savings depends on the rules, so showing tabs before them would add a tab
  // later and shift the row (a layout shift). A failed rules call
  // refetched by a panel mounting on it does not take the tabs away again.
  const rulesFirstLoading = useFirstLoad(rules.isPending);
  const isPending = features.isPending || members.isPending || rulesFirstLoading;
  const tabs = useMemo(() => {
    if (isPending || !features.data || !members.data) return [];
    const names = visibleBenefitTabs({
      features: features.data,
      coverages: members.data.coverages,
      // A failed rules call hides only Member Savings, never the whole page.
      visibilityRules: rules.data ?? [],
    });
    return names.map((tab) => ({ tab, label: t(tabLabelKey(tab)), path: benefitsTabPath(tab) }));
  }, [isPending, features.data, members.data, rules.data, t]);
  return {
    tabs,
    isPending,
    isError: features.isError || members.isError,
    retry: () => {
      if (features.isError) void features.refetch();
      if (members.isError) void members.refetch();
      if (rules.isError) void rules.refetch();
    },
  };
}

/** §2: the benefits tabs this member sees, translated, each with its link; [] until features, member and visibility rules have all answered. */
export function useVisibleBenefitTabs(): VisibleBenefitTab[] {
  return useBenefitTabsState().tabs;
}
