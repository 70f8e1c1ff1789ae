import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PasswordRulesChecklist } from './PasswordRulesChecklist.tsx';

const meta: Meta<typeof PasswordRulesChecklist> = {
  title: 'registration/PasswordRulesChecklist',
  component: PasswordRulesChecklist,
  args: { password: '', owner: { userId: 'olivia.martinez@example.com', firstName: 'Olivia', lastName: 'Martinez' } },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <PasswordRulesChecklist {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const NothingTyped: StoryObj<typeof PasswordRulesChecklist> = {};
/** Some rules met, the length and the last name not. */
export const PartlyMet: StoryObj<typeof PasswordRulesChecklist> = { args: { password: 'Martinez-1' } };
export const AllMet: StoryObj<typeof PasswordRulesChecklist> = { args: { password: 'Tulip-Garden-2031' } };
