// What a csr search or header story needs around it, with the 'csr' namespace; stories open at /csr unless told.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { searchNamespaces } from './search-i18n.ts';

export const SearchStoryProviders = createStoryProviders(searchNamespaces, '/csr');
