import { mockClaimNumbers } from '@portal/api-client/testing';
import { routes } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { claimsScreenRoutes, dentalKey, visionKey } from '../test/wire-samples.ts';
import { ClaimDetailPage } from './ClaimDetailPage.tsx';

const meta: Meta<typeof ClaimDetailPage> = { title: 'claims/ClaimDetailPage', component: ClaimDetailPage };
export default meta;

const at = (path: string): StoryObj<typeof ClaimDetailPage> => ({
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} routes={claimsScreenRoutes()} path={path} routePath={routes.claimDetail}>
      <ClaimDetailPage />
    </StoryProviders>
  ),
});

export const Dental = at(`/claims/${mockClaimNumbers.dental}?coverage=${dentalKey}`);
export const Denied = at(`/claims/${mockClaimNumbers.denied}?coverage=${dentalKey}`);
export const Ortho = at(`/claims/${mockClaimNumbers.ortho}?coverage=${dentalKey}`);
export const Estimate = at(`/claims/${mockClaimNumbers.estimate}?coverage=${dentalKey}&isEstimate=true`);
export const Vision = at(`/claims/${mockClaimNumbers.vision}?coverage=${visionKey}`);
/** Another member's claim number: 404, "we could not find this claim", nothing echoed. */
export const NotFound = at(`/claims/${mockClaimNumbers.unknown}?coverage=${dentalKey}`);
