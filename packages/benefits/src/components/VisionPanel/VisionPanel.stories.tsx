import type { Meta, StoryObj } from '@storybook/react-vite';
import { dentalCoverage } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireDocuments, wireFeatures, wireVisionSummary } from '../../test/wire-samples.ts';
import { VisionPanel } from './VisionPanel.tsx';

const vision = dentalCoverage({ lineOfBusiness: 'VIS', productType: 'vision' });

const meta: Meta<typeof VisionPanel> = {
  title: 'benefits/VisionPanel',
  component: VisionPanel,
  args: { coverages: [vision], visionFeatures: wireFeatures().memberVisionFeatures },
};
export default meta;

export const Summary: StoryObj<typeof VisionPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.visionSummary]: wireVisionSummary, [paths.documents]: wireDocuments }}>
      <VisionPanel {...args} />
    </StoryProviders>
  ),
};

/** §8 toast 'There was an error while getting your vision benefit summary.' and a retry. */
export const SummaryFails: StoryObj<typeof VisionPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.visionSummary]: { httpStatus: 500 }, [paths.documents]: wireDocuments }}>
      <VisionPanel {...args} />
    </StoryProviders>
  ),
};
