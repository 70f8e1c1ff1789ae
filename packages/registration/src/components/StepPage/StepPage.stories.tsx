import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { StepPage } from './StepPage.tsx';

const meta: Meta<typeof StepPage> = {
  title: 'registration/StepPage',
  component: StepPage,
  args: { heading: 'Connect your account', step: 2, intro: 'Confirm that the plan is yours in one of these ways.' },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <StepPage {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Step: StoryObj<typeof StepPage> = {};
/** A screen outside the five steps (no indicator). */
export const NotAStep: StoryObj<typeof StepPage> = { args: { heading: 'We need to find you', step: undefined } };
