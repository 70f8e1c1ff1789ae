// What a registration story needs around it, with the 'registration' namespace;
// stories open at /registration/register unless told.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import { registrationNamespaces } from './registration-i18n.ts';

export const StoryProviders = createStoryProviders(registrationNamespaces, '/registration/register');
