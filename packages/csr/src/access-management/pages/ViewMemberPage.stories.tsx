import { mockAccessManagementRoutes, mockAuditMemberKey, type MockAccessManagementOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authAs } from '../../test/auth-as.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ViewMemberPage } from './ViewMemberPage.tsx';

interface Args {
  who: 'admin' | 'csr';
  memberKey: string | null;
  options: MockAccessManagementOptions;
}

const meta: Meta<Args> = {
  title: 'csr/access-management/ViewMemberPage',
  args: { who: 'admin', memberKey: mockAuditMemberKey, options: {} },
  render: ({ who, memberKey, options }, { globals }) => {
    authAs(who);
    return (
      <StoryProviders
        language={globals.locale}
        path={memberKey ? `/access-management/view-member?memberKey=${memberKey}` : '/access-management/view-member'}
        routes={mockAccessManagementRoutes(options)}
      >
        <ViewMemberPage />
      </StoryProviders>
    );
  },
};
export default meta;

/** The demo member's events: a CSR's visit, sign-ins. */
export const MemberEvents: StoryObj<Args> = {};
/** Opened without a member: where to find one. */
export const NoMemberChosen: StoryObj<Args> = { args: { memberKey: null } };
/** A CSR without the admin role. */
export const NotAdmin: StoryObj<Args> = { args: { who: 'csr' } };
