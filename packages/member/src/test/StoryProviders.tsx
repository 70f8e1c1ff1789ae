// What a member story needs around it, with the 'member' namespace; stories open at /dashboard.
import { createStoryProviders } from '@portal/api-client/testing/screens';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export const StoryProviders = createStoryProviders({ member: { en, es } }, '/dashboard');

/** An answer that never arrives: the loading state stays on screen. */
export const neverAnswers = () => new Promise<never>(() => {});
