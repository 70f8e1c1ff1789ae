import { mockPdfAnswer } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { neverAnswers, StoryProviders } from '../../test/StoryProviders.tsx';
import { patientDetails } from '../../test/wire-samples.ts';
import { IdCardTile } from './IdCardTile.tsx';

const [withCard] = groupIntoPolicies([coverageLine()]);
const [withoutCard] = groupIntoPolicies([coverageLine({ idCardIndicator: 'N' })]);

const routes = {
  'GET /api/alic/features': featuresWith(),
  'POST /api/alic/members/patientDetails': patientDetails,
  'POST /api/alic/members/idcard/desktop': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
  'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
};

const meta: Meta<typeof IdCardTile> = {
  title: 'member/IdCardTile',
  component: IdCardTile,
  args: { policy: withCard!, memberName: 'Maria J McAllister', variant: 'desktop' },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={routes}>
      <div style={{ maxWidth: '24rem' }}>
        <IdCardTile {...args} />
      </div>
    </StoryProviders>
  ),
};
export default meta;
type Story = StoryObj<typeof IdCardTile>;

/** §2 desktop tile: click, Enter or Space downloads the PDF. */
export const Desktop: Story = {};

/** §2 benefit-snapshot variant (smaller). */
export const Snapshot: Story = { args: { variant: 'snapshot' } };

/** §2 mobile variant: downloads the phone layout of the card. */
export const Mobile: Story = { args: { variant: 'mobile' } };

/** Activate it: the loading overlay stays, since the PDF never arrives. */
export const Loading: Story = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ ...routes, 'POST /api/alic/members/idcard/desktop': neverAnswers }}>
      <IdCardTile {...args} />
    </StoryProviders>
  ),
};

/** Activate it: the download fails and an error toast appears. */
export const DownloadFails: Story = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ ...routes, 'POST /api/alic/members/idcard/desktop': { httpStatus: 500 } }}>
      <IdCardTile {...args} />
    </StoryProviders>
  ),
};

/** No card for the policy (ID-CARD-IND not 'Y'): the sample card, not downloadable. */
export const SampleCard: Story = { args: { policy: withoutCard! } };
