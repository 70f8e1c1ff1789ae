import type { AccountActivity } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { ActivityList } from './ActivityList.tsx';

/** One of each kind, as the member sees them (the domain shape of the mock's entries). */
const entries: AccountActivity[] = [
  {
    id: 'v-1', kind: 'customerServiceVisit', at: '2026-11-20T15:02:11.000Z', until: '2026-11-20T15:09:40.000Z',
    actor: { kind: 'customerService', name: 'Jordan Lee' }, viewed: ['policies', 'claims'], changed: ['paperless'],
  },
  { id: 'e-6', kind: 'paperlessChanged', at: '2026-11-20T15:08:00.000Z', actor: { kind: 'customerService', name: 'Jordan Lee' }, viewed: [], changed: [] },
  { id: 'e-5', kind: 'signIn', at: '2026-11-19T13:45:00.000Z', actor: { kind: 'member' }, method: 'password', viewed: [], changed: [] },
  { id: 'e-4', kind: 'signInFailed', at: '2026-11-19T13:44:10.000Z', actor: { kind: 'member' }, viewed: [], changed: [] },
  { id: 'e-3', kind: 'passwordReset', at: '2026-11-10T08:00:00.000Z', actor: { kind: 'member' }, viewed: [], changed: [] },
  { id: 'e-2', kind: 'emailChanged', at: '2026-10-28T08:12:00.000Z', actor: { kind: 'member' }, viewed: [], changed: [] },
  { id: 'e-1', kind: 'signIn', at: '2026-10-27T08:00:00.000Z', actor: { kind: 'member' }, method: 'passkey', viewed: [], changed: [] },
];

const meta: Meta<typeof ActivityList> = {
  title: 'csr/activity/ActivityList',
  component: ActivityList,
  args: { entries },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/profile">
      <ActivityList {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const EveryKind: StoryObj<typeof ActivityList> = {};
