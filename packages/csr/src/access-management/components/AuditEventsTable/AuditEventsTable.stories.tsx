import { mockAuditMemberKey, mockMemberAuditEvents } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { AuditEventsTable } from './AuditEventsTable.tsx';

const meta: Meta<typeof AuditEventsTable> = {
  title: 'csr/access-management/AuditEventsTable',
  component: AuditEventsTable,
  args: {
    memberKey: mockAuditMemberKey,
    // The mock's wire events in the domain shape (absent fields are null).
    events: mockMemberAuditEvents.map((event) => ({
      ...event,
      actorId: event.actorId ?? null,
      actorName: event.actorName ?? null,
      memberKey: event.memberKey ?? null,
      resource: event.resource ?? null,
      statusCode: event.statusCode ?? null,
      clientAddress: event.clientAddress ?? null,
    })),
  },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management/view-member">
      <AuditEventsTable {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A CSR's visit, the member's sign-in and a failed one. */
export const Events: StoryObj<typeof AuditEventsTable> = {};
export const NoEvents: StoryObj<typeof AuditEventsTable> = { args: { events: [] } };
