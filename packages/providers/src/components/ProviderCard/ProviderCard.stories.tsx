import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProviderListing } from '@portal/api-client';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ProviderCard } from './ProviderCard.tsx';

const provider: ProviderListing & { distanceMiles: number } = {
  id: '1000000042',
  name: 'Harney Street Family Dental',
  providerType: 'generalDentist',
  address: { street: '1611 Harney St', city: 'Omaha', state: 'NE', zip: '68102' },
  phone: '4025550190',
  networks: ['Dental Choice PPO', 'DHMO Select Network'],
  inMemberNetwork: true,
  acceptingNewPatients: true,
  languages: ['English', 'Spanish'],
  wheelchairAccess: true,
  openEvenings: true,
  openSaturdays: false,
  distanceMiles: 2.4,
};

/** One result of find care: name, specialty, distance, address, networks, phone and directions. */
const meta: Meta<typeof ProviderCard> = {
  title: 'providers/ProviderCard',
  component: ProviderCard,
  args: { provider, to: '/find-care/1000000042' },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: '40rem' }}>
        <ProviderCard {...args} />
      </ul>
    </StoryProviders>
  ),
};
export default meta;

export const InYourNetwork: StoryObj<typeof ProviderCard> = {};
export const OutOfNetwork: StoryObj<typeof ProviderCard> = {
  args: { provider: { ...provider, inMemberNetwork: false, acceptingNewPatients: false, providerType: 'optometrist', networks: ['VSP Choice'] } },
};
