// Member feature: the dashboard and the member's policies.
export { DashboardPage, type DashboardPageProps } from './pages/DashboardPage.tsx';
export { PolicyList, type PolicyListProps } from './components/PolicyList/PolicyList.tsx';
export { useSelectedPolicyStore } from './stores/selected-policy-store.ts';
export { groupIntoPolicies, type Policy } from './policies.ts';
