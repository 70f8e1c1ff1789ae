// Every data-sharing story renders in each brand and language, as the
// Storybook toolbar would show it.
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

describeStories('data-sharing stories', storyModules, {
  finds: 'finds the stories of the connected apps, the data download and the wallet buttons',
  named: ['ConnectedApps', 'DownloadMyData', 'WalletButtons'],
});
