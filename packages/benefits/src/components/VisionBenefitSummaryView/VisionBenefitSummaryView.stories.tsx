import type { Meta, StoryObj } from '@storybook/react-vite';
import { visionSummary } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { VisionBenefitSummaryView } from './VisionBenefitSummaryView.tsx';

const meta: Meta<typeof VisionBenefitSummaryView> = {
  title: 'benefits/VisionBenefitSummaryView',
  component: VisionBenefitSummaryView,
  args: { summary: visionSummary },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <VisionBenefitSummaryView {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Summary: StoryObj<typeof VisionBenefitSummaryView> = {};
