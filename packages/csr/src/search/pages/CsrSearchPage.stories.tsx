import { mockCsrRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchStoryProviders } from '../test/SearchStoryProviders.tsx';
import { signInAs } from '../test/sign-in-as.ts';
import { CsrSearchPage } from './CsrSearchPage.tsx';

const meta: Meta<typeof CsrSearchPage> = { title: 'csr/CsrSearchPage', component: CsrSearchPage };
export default meta;

// Search 10-123456-1-7654321 to see the mock's members (Maria Martinez and her son).
export const ForACsr: StoryObj<typeof CsrSearchPage> = {
  render: (_args, { globals }) => {
    signInAs('csr');
    return (
      <SearchStoryProviders language={globals.locale} routes={mockCsrRoutes()}>
        <CsrSearchPage />
      </SearchStoryProviders>
    );
  },
};

export const ForASupervisor: StoryObj<typeof CsrSearchPage> = {
  render: (_args, { globals }) => {
    signInAs('admin');
    return (
      <SearchStoryProviders language={globals.locale} routes={mockCsrRoutes()}>
        <CsrSearchPage />
      </SearchStoryProviders>
    );
  },
};

export const SearchingTooOften: StoryObj<typeof CsrSearchPage> = {
  render: (_args, { globals }) => {
    signInAs('csr');
    return (
      <SearchStoryProviders language={globals.locale} routes={mockCsrRoutes({ throttled: true, retryAfterSeconds: 300 })}>
        <CsrSearchPage />
      </SearchStoryProviders>
    );
  },
};
