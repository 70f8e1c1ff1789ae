// Member feature: the dashboard and the member's policies.
export { DashboardPage, type DashboardPageProps } from './pages/DashboardPage.tsx';
export { PolicyList, type PolicyListProps } from './components/PolicyList/PolicyList.tsx';
export { IdCardTile, SampleIdCard, policyHasIdCard, type IdCardTileProps } from './components/IdCardTile/IdCardTile.tsx';
export { MobileIdCardButton, type MobileIdCardButtonProps } from './components/MobileIdCardButton/MobileIdCardButton.tsx';
export { mobileIdCardDecision, type MobileIdCardDecision } from './components/MobileIdCardButton/mobile-id-card-rule.ts';
export { BenefitSnapshot, type BenefitSnapshotProps } from './components/BenefitSnapshot/BenefitSnapshot.tsx';
export { QuickLinks, type QuickLinksProps } from './components/QuickLinks/QuickLinks.tsx';
export { visibleQuickLinks, type QuickLinkId } from './components/QuickLinks/quick-links-rule.ts';
export { PaperlessBanner, type PaperlessBannerProps } from './components/PaperlessBanner/PaperlessBanner.tsx';
export { isPaperlessBannerSnoozed, shouldShowPaperlessBanner } from './components/PaperlessBanner/paperless-banner-rule.ts';
export { paperlessBannerSnoozeKey } from './stores/paperless-banner-snooze.ts';
export { ChatButton, defaultChatUrl, type ChatButtonProps } from './components/ChatButton/ChatButton.tsx';
export { openChatPopup } from './components/ChatButton/open-chat-popup.ts';
export { useSelectedPolicyStore, selectedPolicyStorageName } from './stores/selected-policy-store.ts';
export { groupIntoPolicies, type Policy } from './policies.ts';
