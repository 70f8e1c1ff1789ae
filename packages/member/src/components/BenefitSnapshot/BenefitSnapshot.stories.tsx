import { mockPdfAnswer } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { featuresWith, spdc } from '../../test/fixtures.ts';
import { neverAnswers, StoryProviders } from '../../test/StoryProviders.tsx';
import { patientDetail, patientDetails } from '../../test/wire-samples.ts';
import { BenefitSnapshot } from './BenefitSnapshot.tsx';

const patientsCall = 'POST /api/alic/members/patientDetails';
const selfCall = 'POST /api/alic/members/patientDetails/1';

function story(selfAnswer: unknown): StoryObj<typeof BenefitSnapshot> {
  return {
    render: (args, { globals }) => (
      <StoryProviders
        language={globals.locale}
        routes={{ 'GET /api/alic/features': featuresWith(), [patientsCall]: patientDetails, [selfCall]: selfAnswer, 'POST /api/alic/members/patientDetails/pdf/1': mockPdfAnswer('alic-snapshot-11-24-2026.pdf') }}
      >
        <div style={{ maxWidth: '44rem' }}>
          <BenefitSnapshot {...args} />
        </div>
      </StoryProviders>
    ),
  };
}

const meta: Meta<typeof BenefitSnapshot> = {
  title: 'member/BenefitSnapshot',
  component: BenefitSnapshot,
  args: { spdc },
};
export default meta;

/** Deductible, annual and orthodontic maximums with their dollar figures, and the frequency clocks. */
export const Figures = story(patientDetail);

/** While the figures load (space reserved, no layout shift). */
export const Loading = story(neverAnswers);

/** The plan has no snapshot. */
export const Empty = story({ ...patientDetail, 'ACCUM-TABLE': [], 'FREQ-TABLE': [] });

/** §8: the snapshot is unavailable; Try again asks once more. */
export const Unavailable = story({ httpStatus: 503 });
