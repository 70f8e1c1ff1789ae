// Every member story renders in each brand and language, as the Storybook
// toolbar would show it.
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

describeStories('member stories', storyModules, { finds: 'finds the stories of every component', atLeast: 8 });
