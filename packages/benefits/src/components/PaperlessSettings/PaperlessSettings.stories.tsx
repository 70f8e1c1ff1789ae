import { HttpError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PaperlessSettings, type PaperlessSettingsProps } from './PaperlessSettings.tsx';

const saves: PaperlessSettingsProps['onChange'] = async () => undefined;
const refuses: PaperlessSettingsProps['onChange'] = async () => {
  throw new HttpError(403, { message: 'This plan is not eligible for paperless delivery.' });
};

const meta: Meta<typeof PaperlessSettings> = {
  title: 'benefits/PaperlessSettings',
  component: PaperlessSettings,
  args: { emailOnFile: 'alic.member@example.com', hasEligibleLine: true, onChange: saves },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <PaperlessSettings {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Enrolled: StoryObj<typeof PaperlessSettings> = { args: { enrolled: true } };

/** Opt in: email twice and the e-delivery consent. */
export const NotEnrolled: StoryObj<typeof PaperlessSettings> = { args: { enrolled: false } };

/** The server answers 403 to opting in: the plan is ineligible (§4). */
export const IneligiblePlan: StoryObj<typeof PaperlessSettings> = { args: { enrolled: false, onChange: refuses } };

/** No active dental plan: paperless cannot be turned on. */
export const NoDentalPlan: StoryObj<typeof PaperlessSettings> = { args: { enrolled: false, hasEligibleLine: false } };
