import type { Meta, StoryObj } from '@storybook/react-vite';
import { dentalCoverage, endedDentalCoverage } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { CoveragePanel } from './CoveragePanel.tsx';

const meta: Meta<typeof CoveragePanel> = {
  title: 'benefits/CoveragePanel',
  component: CoveragePanel,
  args: {
    title: 'Dental benefits',
    coverages: [dentalCoverage(), endedDentalCoverage],
    children: (selected) => <p>{selected.planSponsorName}</p>,
  },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <CoveragePanel {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const SeveralPlans: StoryObj<typeof CoveragePanel> = {};
export const NoPlan: StoryObj<typeof CoveragePanel> = { args: { coverages: [] } };
