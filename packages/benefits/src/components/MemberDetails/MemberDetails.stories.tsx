import type { Coverage, MemberProfile } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { MemberDetails } from './MemberDetails.tsx';

const member: MemberProfile = {
  firstName: 'MARIA',
  middleName: 'J',
  lastName: 'MCALLISTER',
  email: 'alic.member@example.com',
  stateCode: 'NY',
  optInDisplayIndicator: 'Y',
  memberId: '123456789',
  address: { line1: '12 Harbor St', line2: 'Apt 4', city: 'Albany', stateCode: 'NY', zip: '12207' },
  phone: '5185550142',
};

const coverage = (lineOfBusiness: string, ended: string | null): Coverage => ({
  spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
  key: '10-123456-1-7654321',
  lineOfBusiness,
  productType: lineOfBusiness === 'DEN' ? 'dental' : 'vision',
  planSponsorName: 'Acme Manufacturing',
  effectiveDate: ended ? null : '2024-01-01',
  terminationDate: ended,
  isTerminated: ended !== null,
  groupPpoCode: 'P01',
  eligibilityIndicator: '',
  idCardIndicator: 'Y',
});

const meta: Meta<typeof MemberDetails> = {
  title: 'benefits/MemberDetails',
  component: MemberDetails,
  args: { member, coverages: [coverage('DEN', null), coverage('VIS', '2024-12-31')], isMainPartner: true },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/profile">
      <MemberDetails {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Complete: StoryObj<typeof MemberDetails> = {};

/** Details the server does not send yet read 'Not on file'. */
export const PartlyOnFile: StoryObj<typeof MemberDetails> = {
  args: { member: { ...member, memberId: '', phone: '', address: { line1: '', line2: '', city: '', stateCode: '', zip: '' } } },
};
