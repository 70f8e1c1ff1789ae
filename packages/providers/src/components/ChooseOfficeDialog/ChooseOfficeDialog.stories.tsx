import type { ProviderListing } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { wirePrimaryDentist } from '../../test/wire-samples.ts';
import { ChooseOfficeAction, type ChooseOfficeActionProps } from './ChooseOfficeDialog.tsx';

const office: ProviderListing = {
  id: '1000000913',
  name: 'Patel Dental Care',
  providerType: 'generalDentist',
  address: { street: '77 Balboa Blvd', city: 'Encino', state: 'CA', zip: '91316' },
  phone: '8185550145',
  networks: ['DHMO Select Network'],
  inMemberNetwork: true,
  acceptingNewPatients: true,
  languages: ['English', 'Spanish'],
  wheelchairAccess: true,
  openEvenings: false,
  openSaturdays: true,
};

/**
 * What an office of find care offers when it was opened to choose one: "Choose this dentist" (a DHMO member's
 * primary dentist; the button opens the confirmation that names the day the change takes effect) or "See prices
 * here" (the dental cost estimator at an office of the member's network).
 */
const meta: Meta<ChooseOfficeActionProps> = {
  title: 'providers/ChooseOfficeDialog',
  args: { choice: 'primaryDentist', provider: office },
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      path={`/find-care?choose=${args.choice}`}
      routes={{
        'GET /api/alic/members/primaryDentist': wirePrimaryDentist(),
        'POST /api/alic/members/primaryDentist/change': wirePrimaryDentist({ pending: true }),
      }}
    >
      <ChooseOfficeAction {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const ChooseThisDentist: StoryObj<ChooseOfficeActionProps> = {};

/** The office is already the member's primary dentist (Chen Family Dental in the mock). */
export const AlreadyYourDentist: StoryObj<ChooseOfficeActionProps> = {
  args: { provider: { ...office, id: '1000000184', name: 'Chen Family Dental' } },
};

export const SeePricesHere: StoryObj<ChooseOfficeActionProps> = { args: { choice: 'estimateOffice' } };

export const EstimateOutOfNetwork: StoryObj<ChooseOfficeActionProps> = {
  args: { choice: 'estimateOffice', provider: { ...office, inMemberNetwork: false, networks: ['Dental Choice PPO'] } },
};
