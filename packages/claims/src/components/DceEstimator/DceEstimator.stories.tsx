import type { Meta, StoryObj } from '@storybook/react-vite';
import { patients } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireDceEstimate, wireDceProcedures, wireDceToken } from '../../test/wire-samples.ts';
import { DceEstimator } from './DceEstimator.tsx';

const routes = {
  [paths.dceToken]: wireDceToken,
  [paths.dceProcedures]: wireDceProcedures,
  [paths.dceEstimate]: wireDceEstimate,
};

const meta: Meta<typeof DceEstimator> = {
  title: 'claims/DceEstimator',
  component: DceEstimator,
  args: { ppoCode: 'P01', patients, onEstimated: () => undefined },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={routes} path="/dce/home">
      <DceEstimator {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Choose a patient, search "crown" or "D2391", add procedures and estimate. */
export const Estimator: StoryObj<typeof DceEstimator> = {};

/** The estimator cannot be opened (its token or procedures fail): a retry. */
export const Unavailable: StoryObj<typeof DceEstimator> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.dceToken]: { httpStatus: 503 } }} path="/dce/home">
      <DceEstimator {...args} />
    </StoryProviders>
  ),
};
