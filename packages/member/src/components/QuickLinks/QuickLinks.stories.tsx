import { mockPdfAnswer } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { memberDocuments } from '../../test/wire-samples.ts';
import { QuickLinks } from './QuickLinks.tsx';

const [dental] = groupIntoPolicies([coverageLine()]);
const [vision] = groupIntoPolicies([coverageLine({ lineOfBusiness: 'VIS', productType: 'vision' })]);

const succeeding = {
  'GET /api/alic/features': featuresWith(),
  'POST /api/alic/members/documents': memberDocuments,
  'POST /api/alic/members/planDocuments/pdf/CERT-EN': mockPdfAnswer('alic-certificate-11-24-2026.pdf'),
  'POST /api/alic/members/reportCard/pdf': mockPdfAnswer('alic-dental-report-card-11-24-2026.pdf'),
  'POST /api/alic/members/enrollmentApp/pdf': mockPdfAnswer('alic-enrollment-application-11-24-2026.pdf'),
  'POST /api/alic/members/benefitSummary/pdf': mockPdfAnswer('alic-benefit-summary-11-24-2026.pdf'),
};

const meta: Meta<typeof QuickLinks> = {
  title: 'member/QuickLinks',
  component: QuickLinks,
  args: { policy: dental! },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={succeeding}>
      <div style={{ maxWidth: '24rem' }}>
        <QuickLinks {...args} />
      </div>
    </StoryProviders>
  ),
};
export default meta;
type Story = StoryObj<typeof QuickLinks>;

/** A dental line with every flag on: the five links. */
export const Dental: Story = {};

/** A vision line: find a provider, certificate and benefits summary. */
export const Vision: Story = { args: { policy: vision! } };

/** §8: the certificate and benefits summary fail with their toasts; the report card falls back to the bundled PDF (§4). */
export const DownloadsFail: Story = {
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      routes={{
        ...succeeding,
        'POST /api/alic/members/planDocuments/pdf/CERT-EN': { httpStatus: 500 },
        'POST /api/alic/members/benefitSummary/pdf': { httpStatus: 401 },
        'POST /api/alic/members/reportCard/pdf': { httpStatus: 500 },
      }}
    >
      <QuickLinks {...args} />
    </StoryProviders>
  ),
};
