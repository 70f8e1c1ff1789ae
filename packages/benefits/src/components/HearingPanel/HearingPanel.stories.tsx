import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireHearing } from '../../test/wire-samples.ts';
import { HearingPanel } from './HearingPanel.tsx';

const meta: Meta<typeof HearingPanel> = {
  title: 'benefits/HearingPanel',
  component: HearingPanel,
};
export default meta;

export const Benefits: StoryObj<typeof HearingPanel> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.hearing]: { ...wireHearing, language: globals.locale === 'es' ? 'es' : 'en' } }}>
      <HearingPanel />
    </StoryProviders>
  ),
};

export const Unavailable: StoryObj<typeof HearingPanel> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.hearing]: { httpStatus: 503 } }}>
      <HearingPanel />
    </StoryProviders>
  ),
};
