import type { Meta, StoryObj } from '@storybook/react-vite';
import { featuresWith } from '../../test/fixtures.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ChatButton } from './ChatButton.tsx';

const meta: Meta<typeof ChatButton> = {
  title: 'member/ChatButton',
  component: ChatButton,
  render: (args, { globals }) => (
    <StoryProviders
      language={globals.locale}
      routes={{ 'GET /api/alic/features': featuresWith(), 'GET /api/alic/chat/availability': '<chatAllowed allowed="true"/>' }}
    >
      <ChatButton {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** memberChat on and the chat service open: the button opens a 450 × 650 popup (§2). */
export const Available: StoryObj<typeof ChatButton> = {};
