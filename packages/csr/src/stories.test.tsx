// Every csr story renders in each brand and language, as the Storybook
// toolbar would show it.
import { cleanup } from '@testing-library/react';
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';
import { afterEach } from 'vitest';
import { authAs } from './test/auth-as.ts';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

// Unmount before signing out, so no story re-renders as a visitor mid-teardown.
afterEach(() => {
  cleanup();
  authAs('visitor');
});

describeStories('csr stories', storyModules, {
  finds: 'finds the stories of the message centre, account activity and access management',
  named: ['MessageList', 'MessagesNavLink', 'MessagesPage', 'ActivityList', 'AccountActivitySection', 'StaffAccountsTable', 'AccessManagementPage', 'ViewMemberPage', 'SiteSpeedPage', 'SiteSpeedTable'],
});
