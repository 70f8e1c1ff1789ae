import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { StepIndicator } from './StepIndicator.tsx';

const meta: Meta<typeof StepIndicator> = {
  title: 'registration/StepIndicator',
  component: StepIndicator,
  args: { current: 1 },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <StepIndicator {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const FirstStep: StoryObj<typeof StepIndicator> = {};
export const ThirdStep: StoryObj<typeof StepIndicator> = { args: { current: 3 } };
export const LastStep: StoryObj<typeof StepIndicator> = { args: { current: 5 } };
