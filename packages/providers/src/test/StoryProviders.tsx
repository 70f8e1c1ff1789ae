// What a find care story needs around it, with the 'providers' namespace; stories open at /find-care.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { providersNamespaces } from './render-providers.tsx';

export const StoryProviders = createStoryProviders(providersNamespaces, '/find-care');
