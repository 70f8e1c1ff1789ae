import type { Meta, StoryObj } from '@storybook/react-vite';
import { dentalCoverage, endedDentalCoverage } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireDocuments, wireFeatures, wirePatientDetail, wirePatients } from '../../test/wire-samples.ts';
import { DentalPanel } from './DentalPanel.tsx';

const routes = { [paths.patients]: wirePatients, [paths.patient(1)]: wirePatientDetail, [paths.documents]: wireDocuments };

const meta: Meta<typeof DentalPanel> = {
  title: 'benefits/DentalPanel',
  component: DentalPanel,
  args: {
    coverages: [dentalCoverage(), endedDentalCoverage],
    dentalFeatures: wireFeatures().memberDentalFeatures,
    nominatePath: '/benefits?tab=dental&view=nominate',
  },
};
export default meta;

export const SnapshotAndDocuments: StoryObj<typeof DentalPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={routes}>
      <DentalPanel {...args} />
    </StoryProviders>
  ),
};

/** §8 snapshot unavailable, with a retry. */
export const SnapshotUnavailable: StoryObj<typeof DentalPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ ...routes, [paths.patient(1)]: { httpStatus: 503 } }}>
      <DentalPanel {...args} />
    </StoryProviders>
  ),
};
