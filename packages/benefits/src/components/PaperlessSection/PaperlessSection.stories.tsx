import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireMembers } from '../../test/wire-samples.ts';
import { PaperlessSection } from './PaperlessSection.tsx';

const meta: Meta<typeof PaperlessSection> = { title: 'benefits/PaperlessSection', component: PaperlessSection };
export default meta;

const saved = { message: 'SUCCESS', 'OPT-IN-DSP-IND': 'N', 'EDLV-EMAIL': '' };

export const Enrolled: StoryObj<typeof PaperlessSection> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/paperless" routes={{ [paths.members]: wireMembers({ optIn: 'Y' }), [paths.edelivery]: saved }}>
      <PaperlessSection />
    </StoryProviders>
  ),
};

export const NotEnrolled: StoryObj<typeof PaperlessSection> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/paperless" routes={{ [paths.members]: wireMembers({ optIn: 'N' }), [paths.edelivery]: saved }}>
      <PaperlessSection />
    </StoryProviders>
  ),
};

export const LoadFails: StoryObj<typeof PaperlessSection> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/paperless" routes={{ [paths.members]: { httpStatus: 503 } }}>
      <PaperlessSection />
    </StoryProviders>
  ),
};
