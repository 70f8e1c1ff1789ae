import type { Meta, StoryObj } from '@storybook/react-vite';
import { patients } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PretreatmentEstimateForm } from './PretreatmentEstimateForm.tsx';

const meta: Meta<typeof PretreatmentEstimateForm> = {
  title: 'claims/PretreatmentEstimateForm',
  component: PretreatmentEstimateForm,
  args: { patients, onSubmit: () => Promise.resolve({ requestId: 'PTE-2026-000418' }) },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/pretreatment-estimate">
      <PretreatmentEstimateForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Send a request: it answers with its reference. */
export const Sends: StoryObj<typeof PretreatmentEstimateForm> = {};

/** The request fails: every value stays for another try. */
export const Fails: StoryObj<typeof PretreatmentEstimateForm> = {
  args: { onSubmit: () => Promise.reject(new Error('HTTP error! Status: 503')) },
};
