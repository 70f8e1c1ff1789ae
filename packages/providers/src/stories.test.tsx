// Every find care story renders in each brand and language, as the Storybook
// toolbar would show it.
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

describeStories('providers stories', storyModules, {
  finds: 'finds the stories of the result card',
  named: ['ProviderCard'],
});
