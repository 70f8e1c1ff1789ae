import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  args: { label: 'Loading your policies', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { labelVisible: true } };
export const Overlay: Story = {
  args: { overlay: true, label: 'Downloading your ID card' },
  render: (args) => (
    <div style={{ position: 'relative', width: 320, height: 180, border: '1px solid', borderRadius: 8, padding: 16 }}>
      ID card tile content
      <Spinner {...args} />
    </div>
  ),
};
