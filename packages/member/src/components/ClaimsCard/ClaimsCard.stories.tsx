import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ClaimsCard } from './ClaimsCard.tsx';

const [policy] = groupIntoPolicies([coverageLine(), coverageLine({ lineOfBusiness: 'VIS', productType: 'vision' })]);

const meta: Meta<typeof ClaimsCard> = {
  title: 'member/ClaimsCard',
  component: ClaimsCard,
  args: { policy: policy! },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ 'GET /api/alic/features': featuresWith() }}>
      <div style={{ maxWidth: '24rem' }}>
        <ClaimsCard {...args} />
      </div>
    </StoryProviders>
  ),
};
export default meta;

/** A dental and vision policy: the way to its claims, a pretreatment estimate and the dental cost estimator. */
export const DentalAndVision: StoryObj<typeof ClaimsCard> = {};

/** Claims off for the member (§3 features): only the dental cost estimator. */
export const EstimatorOnly: StoryObj<typeof ClaimsCard> = {
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      routes={{ 'GET /api/alic/features': featuresWith({ memberDentalFeatures: { claims: false }, memberVisionFeatures: { claims: false } }) }}
    >
      <div style={{ maxWidth: '24rem' }}>
        <ClaimsCard {...args} />
      </div>
    </StoryProviders>
  ),
};
