import type { Meta, StoryObj } from '@storybook/react-vite';
import { claimDetailLink } from '../../lib/claim-detail-link.ts';
import { dentalClaims, visionClaims } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { dentalKey, visionKey } from '../../test/wire-samples.ts';
import { ClaimsTable } from './ClaimsTable.tsx';

const meta: Meta<typeof ClaimsTable> = {
  title: 'claims/ClaimsTable',
  component: ClaimsTable,
  args: {
    claims: dentalClaims,
    detailPath: (claim) => claimDetailLink(claim, dentalKey),
    emptyText: 'No claims found for selection.',
  },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ClaimsTable {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A dental line: paid, estimate, denied, ortho and pending claims (the ≤ 768 px card layout at phone width). */
export const Dental: StoryObj<typeof ClaimsTable> = {};

export const Vision: StoryObj<typeof ClaimsTable> = {
  args: { claims: visionClaims, detailPath: (claim) => claimDetailLink(claim, visionKey) },
};

/** §8 'no claims found for selection'. */
export const Empty: StoryObj<typeof ClaimsTable> = { args: { claims: [] } };

/** The previous page stays while the next one loads. */
export const Updating: StoryObj<typeof ClaimsTable> = { args: { busy: true } };
