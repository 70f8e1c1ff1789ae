import type { Meta, StoryObj } from '@storybook/react-vite';
import { benefitLevels, planYear } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { DentalBenefitSnapshot } from './DentalBenefitSnapshot.tsx';

const meta: Meta<typeof DentalBenefitSnapshot> = {
  title: 'benefits/DentalBenefitSnapshot',
  component: DentalBenefitSnapshot,
  args: { benefits: benefitLevels, planYear },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <DentalBenefitSnapshot {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const WithFamilyDeductibleAndRewards: StoryObj<typeof DentalBenefitSnapshot> = {};

/** Lifetime and orthodontic maximums in use. */
export const WithOrthodontics: StoryObj<typeof DentalBenefitSnapshot> = {
  args: {
    planYear: { ...planYear, lifetimeMaximum: 5000, lifetimeMaximumRemaining: 4200, orthoLifetimeMaximum: 1500, orthoLifetimeUsed: 500, orthoLifetimeRemaining: 1000 },
  },
};

export const NothingOnFile: StoryObj<typeof DentalBenefitSnapshot> = { args: { benefits: [], planYear: undefined } };
