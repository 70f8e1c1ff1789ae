// Every registration story renders in each brand and language, as the
// Storybook toolbar would show it (the account's stories: account/stories.test.tsx).
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';

const storyModules: StoryModules = import.meta.glob(['./**/*.stories.tsx', '!./account/**'], { eager: true });

describeStories('registration stories', storyModules, {
  finds: 'finds a story of every form and component',
  named: ['FindYouForm', 'CodeForm', 'PasswordForm', 'StepIndicator', 'PasswordRulesChecklist'],
});
