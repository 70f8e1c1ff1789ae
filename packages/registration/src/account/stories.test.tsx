// Every account story renders in each brand and language, as the Storybook
// toolbar would show it.
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

describeStories('account stories', storyModules, {
  finds: 'finds a story of every account component and form',
  named: ['FormPasswordInput', 'ChangePasswordForm', 'ChangeEmailForm', 'AccountSecurity', 'AccountConnecting', 'NoPolicyFoundPage', 'ExistingAccountPage'],
});
