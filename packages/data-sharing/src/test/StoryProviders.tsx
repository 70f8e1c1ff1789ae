// What a data-sharing story needs around it, with the package's namespace; stories open at /profile.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { dataSharingNamespaces } from './data-sharing-test-i18n.ts';

export const StoryProviders = createStoryProviders(dataSharingNamespaces, '/profile');
