import type { Meta, StoryObj } from '@storybook/react-vite';
import { mariaDental, threeMembers } from '../../test/csr-samples.ts';
import { SearchStoryProviders } from '../../test/SearchStoryProviders.tsx';
import { CsrSearchResults, type CsrSearchResultsProps } from './CsrSearchResults.tsx';

const meta: Meta<typeof CsrSearchResults> = { title: 'csr/CsrSearchResults', component: CsrSearchResults };
export default meta;

function story(props: CsrSearchResultsProps): StoryObj<typeof CsrSearchResults> {
  return {
    render: (_args, { globals }) => (
      <SearchStoryProviders language={globals.locale}>
        <CsrSearchResults {...props} />
      </SearchStoryProviders>
    ),
  };
}

export const Found = story(threeMembers);
export const ForASupervisor = story({ ...threeMembers, isAdmin: true });
export const OpeningAMember = story({ ...threeMembers, openingMemberKey: mariaDental.memberKey });
export const TooManyToShow = story({ ...threeMembers, searchInfo: { total: 180, limited: true } });
export const NoMatch = story({ ...threeMembers, matches: [], searchInfo: { total: 0, limited: false } });
