import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireSavings } from '../../test/wire-samples.ts';
import { MemberSavingsPanel } from './MemberSavingsPanel.tsx';

const meta: Meta<typeof MemberSavingsPanel> = {
  title: 'benefits/MemberSavingsPanel',
  component: MemberSavingsPanel,
  args: { ruleCodes: ['rx', 'wo01'] },
};
export default meta;

export const Offers: StoryObj<typeof MemberSavingsPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.savings]: wireSavings }}>
      <MemberSavingsPanel {...args} />
    </StoryProviders>
  ),
};

export const Unavailable: StoryObj<typeof MemberSavingsPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.savings]: { httpStatus: 503 } }}>
      <MemberSavingsPanel {...args} />
    </StoryProviders>
  ),
};
