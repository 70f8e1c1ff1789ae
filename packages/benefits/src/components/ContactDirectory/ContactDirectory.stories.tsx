import type { CoverageContacts } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ContactDirectory } from './ContactDirectory.tsx';

const point = (department: string, phone: string) => ({
  department,
  phone,
  tty: '8005550199',
  fax: null,
  email: 'help@example.com',
  hours: 'Mon–Fri 7 a.m.–7 p.m. CT',
  mailingAddress: { line1: 'PO Box 82657', line2: '', city: 'Lincoln', stateCode: 'NE', zip: '68501' },
});

const contacts: CoverageContacts[] = [
  {
    key: '10-123456-1-7654321',
    spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
    lineOfBusiness: 'DEN',
    productType: 'dental',
    customerConnections: [point('Customer Connections – Dental', '8005550100')],
    providerRelations: point('Provider Relations', '8005550111'),
  },
];

const meta: Meta<typeof ContactDirectory> = {
  title: 'benefits/ContactDirectory',
  component: ContactDirectory,
  args: { contacts },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ContactDirectory {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Departments: StoryObj<typeof ContactDirectory> = {};
export const Empty: StoryObj<typeof ContactDirectory> = { args: { contacts: [] } };
