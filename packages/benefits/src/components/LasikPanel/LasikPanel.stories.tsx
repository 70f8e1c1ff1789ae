import type { Meta, StoryObj } from '@storybook/react-vite';
import { dentalCoverage } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { LasikPanel } from './LasikPanel.tsx';

const meta: Meta<typeof LasikPanel> = {
  title: 'benefits/LasikPanel',
  component: LasikPanel,
  args: { coverages: [dentalCoverage({ lineOfBusiness: 'LSK', productType: 'lasik' })] },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <LasikPanel {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const LasikPlan: StoryObj<typeof LasikPanel> = {};
