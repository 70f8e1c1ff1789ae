import { mockPdfAnswer } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardRoutes } from '../test/dashboard-routes.ts';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { DashboardPage } from './DashboardPage.tsx';

const routes = dashboardRoutes({
  'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
  'POST /api/alic/members/benefitSummary/pdf': mockPdfAnswer('alic-benefit-summary-11-24-2026.pdf'),
});

const meta: Meta<typeof DashboardPage> = {
  title: 'member/DashboardPage',
  component: DashboardPage,
  args: { isMainPartner: true },
  render: (args, { globals }) => {
    // The signed-in member has a policy (the auth store says so after sign-in).
    useAuthStore.setState({ hasPolicy: true });
    return (
      <StoryProviders language={globals.locale} routes={routes}>
        <DashboardPage {...args} />
      </StoryProviders>
    );
  },
};
export default meta;

/** Maria: an active dental + vision policy and a terminated one (choose it for the sample ID card). */
export const Member: StoryObj<typeof DashboardPage> = {};
