import { mockPdfAnswer } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { featuresWith } from '../test/fixtures.ts';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { memberDocuments, members, patientDetail, patientDetails } from '../test/wire-samples.ts';
import { DashboardPage } from './DashboardPage.tsx';

const routes = {
  'GET /api/alic/members': members,
  'GET /api/alic/features': featuresWith(),
  'GET /api/alic/chat/availability': '<chatAllowed allowed="true"/>',
  'POST /api/alic/members/patientDetails': patientDetails,
  'POST /api/alic/members/patientDetails/1': patientDetail,
  'POST /api/alic/members/documents': memberDocuments,
  'POST /api/alic/members/idcard/desktop': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
  'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
  'POST /api/alic/members/benefitSummary/pdf': mockPdfAnswer('alic-benefit-summary-11-24-2026.pdf'),
};

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
