import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PasswordRulesChecklist } from './PasswordRulesChecklist.tsx';

const meta: Meta<typeof PasswordRulesChecklist> = {
  title: 'registration/account/PasswordRulesChecklist',
  component: PasswordRulesChecklist,
  args: { id: 'rules', password: '', owner: { userId: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez' } },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <PasswordRulesChecklist {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Nothing typed yet: every rule waits. */
export const Empty: StoryObj<typeof PasswordRulesChecklist> = {};

/** Some rules met, the member's last name still in it. */
export const Partly: StoryObj<typeof PasswordRulesChecklist> = { args: { password: 'lopez-7' } };

/** Every rule met. */
export const AllMet: StoryObj<typeof PasswordRulesChecklist> = { args: { password: 'Harbor-Lantern-42-Quiet' } };
