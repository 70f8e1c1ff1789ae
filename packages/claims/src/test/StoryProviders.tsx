// What a claims story needs around it, with the 'claims' namespace; stories open at /claims unless told.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { claimsNamespaces } from './render-claims.tsx';

export const StoryProviders = createStoryProviders(claimsNamespaces, '/claims');
