// What a csr story needs around it, with the csr namespaces; stories open at / unless told.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { csrNamespaces } from './csr-test-i18n.ts';

export const StoryProviders = createStoryProviders(csrNamespaces, '/');
