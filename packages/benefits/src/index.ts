// Feature package: benefits — /benefits (tabs dental, vision, lasik, member
// savings, hearing, contact us; nominate a dentist), /paperless, /manage, /profile.
// BenefitsPage is its own entry, @portal/benefits/benefits-page (the other pages bring the form library).
export type { BenefitsPageProps } from './pages/BenefitsPage.tsx';
export { PaperlessPage } from './pages/PaperlessPage.tsx';
export { ManagePage } from './pages/ManagePage.tsx';
export { ProfilePage, type ProfilePageProps } from './pages/ProfilePage.tsx';
export { useBenefitTabsState, useVisibleBenefitTabs, type BenefitTabsState, type VisibleBenefitTab } from './tabs/use-visible-benefit-tabs.ts';
export { visibleBenefitTabs, type BenefitTabInputs } from './tabs/visible-benefit-tabs.ts';
