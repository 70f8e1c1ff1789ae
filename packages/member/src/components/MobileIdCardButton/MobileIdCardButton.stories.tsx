import { mockPdfAnswer } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { MobileIdCardButton } from './MobileIdCardButton.tsx';

const ready = coverageLine();
const notYet = coverageLine({ key: '10-120042-1-9500002', planSponsorName: 'Lakeshore Manufacturing', idCardIndicator: 'N' });
const [readyPolicy, notYetPolicy] = groupIntoPolicies([ready, notYet]);

const meta: Meta<typeof MobileIdCardButton> = {
  title: 'member/MobileIdCardButton',
  component: MobileIdCardButton,
  args: { memberLines: [ready, notYet], selectedPolicy: readyPolicy! },
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      routes={{ 'GET /api/alic/features': featuresWith(), 'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-11-24-2026.pdf') }}
    >
      <div style={{ maxWidth: '22rem' }}>
        <MobileIdCardButton {...args} />
      </div>
    </StoryProviders>
  ),
};
export default meta;
type Story = StoryObj<typeof MobileIdCardButton>;

/** The selected policy has a card: a tap downloads it. */
export const Downloads: Story = {};

/** The selected policy has none: a tap explains why in a dialog (title, body, two bullets). */
export const ExplainsWhyNot: Story = { args: { selectedPolicy: notYetPolicy! } };
