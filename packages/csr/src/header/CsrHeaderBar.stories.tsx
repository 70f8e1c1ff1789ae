import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, wireFeatures, wireMembers } from '../search/test/header-samples.ts';
import { SearchStoryProviders } from '../search/test/SearchStoryProviders.tsx';
import { signInAs, type SignedInAs } from '../search/test/sign-in-as.ts';
import { CsrHeaderBar } from './CsrHeaderBar.tsx';

const meta: Meta<typeof CsrHeaderBar> = { title: 'csr/CsrHeaderBar', component: CsrHeaderBar };
export default meta;

const answers = { [paths.features]: wireFeatures(), [paths.members]: wireMembers() };

function story(who: SignedInAs, path: string, withLinks = true): StoryObj<typeof CsrHeaderBar> {
  return {
    render: (_args, { globals }) => {
      signInAs(who);
      return (
        <SearchStoryProviders language={globals.locale} routes={answers} path={path}>
          <CsrHeaderBar withLinks={withLinks} />
        </SearchStoryProviders>
      );
    },
  };
}

export const OnTheSearch = story('csr', '/csr');
export const WorkingOnAMember = story('csrActing', '/dashboard');
export const SupervisorWorkingOnAMember = story('adminActing', '/benefits');
export const OnAPhone = story('csrActing', '/dashboard', false);
