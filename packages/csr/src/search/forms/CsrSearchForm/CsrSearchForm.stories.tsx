import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchStoryProviders } from '../../test/SearchStoryProviders.tsx';
import { emptyCsrSearch } from '../csr-search-schema.ts';
import { CsrSearchForm } from './CsrSearchForm.tsx';

const meta: Meta<typeof CsrSearchForm> = { title: 'csr/CsrSearchForm', component: CsrSearchForm };
export default meta;

const searched = async () => undefined;

export const Empty: StoryObj<typeof CsrSearchForm> = {
  render: (_args, { globals }) => (
    <SearchStoryProviders language={globals.locale}>
      <CsrSearchForm partner="alic" onSubmit={searched} />
    </SearchStoryProviders>
  ),
};

export const FilledIn: StoryObj<typeof CsrSearchForm> = {
  render: (_args, { globals }) => (
    <SearchStoryProviders language={globals.locale}>
      <CsrSearchForm
        partner="alic"
        onSubmit={searched}
        initialValues={{ ...emptyCsrSearch, subsidiary: '10', policy: '120000', division: '1', certificate: '9000001', lastName: 'Martinez' }}
      />
    </SearchStoryProviders>
  ),
};
