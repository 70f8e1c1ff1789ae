import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, spdc, wireDocuments } from '../../test/wire-samples.ts';
import { PlanDocuments } from './PlanDocuments.tsx';

const pdf = { file: { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'benefit-summary-11-24-2026.pdf' } };

const meta: Meta<typeof PlanDocuments> = {
  title: 'benefits/PlanDocuments',
  component: PlanDocuments,
  args: { spdc, showBenefitSummary: true, showPlanDocuments: true, showFindProvider: true },
};
export default meta;

/** Every document flag on; the downloads succeed. */
export const AllDocuments: StoryObj<typeof PlanDocuments> = {
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      routes={{ [paths.documents]: wireDocuments, [paths.benefitSummaryPdf]: pdf, [paths.planDocumentPdf('CERT-2024')]: pdf }}
    >
      <PlanDocuments {...args} />
    </StoryProviders>
  ),
};

/** §8: each download fails and shows its toast. */
export const DownloadsFail: StoryObj<typeof PlanDocuments> = {
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      routes={{
        [paths.documents]: wireDocuments,
        [paths.benefitSummaryPdf]: { httpStatus: 401 },
        [paths.planDocumentPdf('CERT-2024')]: { httpStatus: 500 },
      }}
    >
      <PlanDocuments {...args} />
    </StoryProviders>
  ),
};
