import { mockAccessManagementRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { AuditExportForm } from './AuditExportForm.tsx';

const meta: Meta<typeof AuditExportForm> = {
  title: 'csr/access-management/AuditExportForm',
  component: AuditExportForm,
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management" routes={mockAccessManagementRoutes()}>
      <AuditExportForm />
    </StoryProviders>
  ),
};
export default meta;

/** A range of up to 366 days downloads the mock's CSV. */
export const Export: StoryObj<typeof AuditExportForm> = {};
