import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, wireFeatures, wireMembers } from '../search/test/header-samples.ts';
import { SearchStoryProviders } from '../search/test/SearchStoryProviders.tsx';
import { signInAs } from '../search/test/sign-in-as.ts';
import { CsrMenuLinks } from './CsrMenuLinks.tsx';

const meta: Meta<typeof CsrMenuLinks> = { title: 'csr/CsrMenuLinks', component: CsrMenuLinks };
export default meta;

const answers = { [paths.features]: wireFeatures(), [paths.members]: wireMembers() };

export const SupervisorWorkingOnAMember: StoryObj<typeof CsrMenuLinks> = {
  render: (_args, { globals }) => {
    signInAs('adminActing');
    return (
      <SearchStoryProviders language={globals.locale} routes={answers} path="/dashboard">
        <ul>
          <CsrMenuLinks onNavigate={() => undefined} />
        </ul>
      </SearchStoryProviders>
    );
  },
};
