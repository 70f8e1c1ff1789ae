// What a benefits story needs around it, with the 'benefits' namespace; stories open at /benefits unless told.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { benefitsNamespaces } from './render-benefits.tsx';

export const StoryProviders = createStoryProviders(benefitsNamespaces, '/benefits');
