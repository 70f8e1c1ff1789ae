import { mockClaimsRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  deniedLineClaimDetail,
  dentalClaimDetail,
  estimateClaimDetail,
  orthoClaimDetail,
  visionClaimDetail,
} from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ClaimDetailView } from './ClaimDetailView.tsx';

const dentalSpdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };
const visionSpdc = { ...dentalSpdc, divisionNumber: 2 };
const routes = mockClaimsRoutes('alic');

const meta: Meta<typeof ClaimDetailView> = {
  title: 'claims/ClaimDetail',
  component: ClaimDetailView,
  args: { detail: dentalClaimDetail, spdc: dentalSpdc, today: new Date(2025, 5, 1) },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={routes}>
      <ClaimDetailView {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A cleaning visit with a filling: deductible applied, one payment, EOB. */
export const Dental: StoryObj<typeof ClaimDetailView> = {};

/** A filling paid as an alternate benefit beside a refused whitening (a denied line). */
export const DentalWithDeniedLine: StoryObj<typeof ClaimDetailView> = { args: { detail: deniedLineClaimDetail } };

/** Braces: the plan's share in installments, with the payment schedule. */
export const OrthoWithSchedule: StoryObj<typeof ClaimDetailView> = { args: { detail: orthoClaimDetail } };

/** A pretreatment estimate: marked as such, valid 12 months (§9), no payments, no EOB. */
export const Estimate: StoryObj<typeof ClaimDetailView> = { args: { detail: estimateClaimDetail } };

/** The same estimate a year later: expired. */
export const ExpiredEstimate: StoryObj<typeof ClaimDetailView> = { args: { detail: estimateClaimDetail, today: new Date(2026, 5, 1) } };

/** An eye exam and frames: copay and over-allowance remarks. */
export const Vision: StoryObj<typeof ClaimDetailView> = { args: { detail: visionClaimDetail, spdc: visionSpdc } };

/** A claim before payment: §8 'no payment info available'. */
export const NoPaymentYet: StoryObj<typeof ClaimDetailView> = {
  args: { detail: { ...dentalClaimDetail, payments: [], header: { ...dentalClaimDetail.header, status: 'pending', processedDate: undefined, eobObjectId: undefined } } },
};
