import type { DentalCostEstimate } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fillingAndCrownEstimate } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { DceEstimateResult } from './DceEstimateResult.tsx';


// Olivia, $1,210 of her maximum left: two crowns reach it, and whitening is not covered.
const maximumReached: DentalCostEstimate = {
  claimantNumber: '1',
  lines: [
    { code: 'D2740', serviceType: 'major', typicalFee: 1300, networkAllowed: 1040, planPercent: 50, deductibleApplied: 0, planPays: 520, youPay: 520 },
    { code: 'D2740', serviceType: 'major', typicalFee: 1300, networkAllowed: 1040, planPercent: 50, deductibleApplied: 0, planPays: 520, youPay: 520 },
    { code: 'D2750', serviceType: 'major', typicalFee: 1250, networkAllowed: 1000, planPercent: 50, deductibleApplied: 0, planPays: 170, youPay: 830, remarkCode: 'M1' },
    { code: 'D9972', serviceType: 'cosmetic', typicalFee: 375, networkAllowed: 300, planPercent: 0, deductibleApplied: 0, planPays: 0, youPay: 300, remarkCode: 'N1' },
  ],
  totals: { typicalFee: 4225, networkAllowed: 3380, deductibleApplied: 0, planPays: 1210, youPay: 2170 },
  planYear: {
    annualMaximum: 1500, remainingMaximumBefore: 1210, remainingMaximumAfter: 0, deductible: 50,
    deductibleRemainingBefore: 0, deductibleRemainingAfter: 0, planYearEnd: '2026-12-31',
  },
};

const meta: Meta<typeof DceEstimateResult> = {
  title: 'claims/DceEstimateResult',
  component: DceEstimateResult,
  args: { estimate: fillingAndCrownEstimate, patientName: 'DANIEL MARTINEZ', estimatedOn: '2026-03-10' },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/dce/completed">
      <DceEstimateResult {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A filling that meets the deductible, and a crown. */
export const FillingAndCrown: StoryObj<typeof DceEstimateResult> = {};

/** The annual maximum runs out, and whitening is not covered. */
export const MaximumReached: StoryObj<typeof DceEstimateResult> = {
  args: { estimate: maximumReached, patientName: 'OLIVIA MARTINEZ' },
};
