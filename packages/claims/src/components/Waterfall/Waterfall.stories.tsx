import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { Waterfall } from './Waterfall.tsx';
import { checkupLines, crownEstimateLines, maximumReachedLines, orthoLines, visionLines } from './waterfall-samples.ts';

const meta: Meta<typeof Waterfall> = {
  title: 'claims/Waterfall',
  component: Waterfall,
  args: { lines: checkupLines, kind: 'dental' },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <Waterfall {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Checkup, cleaning, X-rays and a filling with the deductible applied. */
export const Dental: StoryObj<typeof Waterfall> = {};

/** A crown before treatment: what the plan would pay and the member would owe. */
export const Estimate: StoryObj<typeof Waterfall> = { args: { lines: crownEstimateLines, kind: 'estimate' } };

/** The annual maximum reached on a crown, beside whitening the plan does not cover. */
export const MaximumReached: StoryObj<typeof Waterfall> = { args: { lines: maximumReachedLines } };

/** Braces up to the orthodontic lifetime maximum. */
export const Orthodontics: StoryObj<typeof Waterfall> = { args: { lines: orthoLines, kind: 'ortho' } };

/** An eye exam with a copay and frames over the allowance. */
export const Vision: StoryObj<typeof Waterfall> = { args: { lines: visionLines, kind: 'vision' } };

export const NoLines: StoryObj<typeof Waterfall> = { args: { lines: [] } };
