import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Sign In', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Register' } };
export const LinkStyle: Story = { args: { variant: 'link', children: 'Other sites' } };
export const Loading: Story = { args: { loading: true, children: 'Downloading ID card' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Continue' } };
export const AsLink: Story = { args: { href: '/dashboard', children: 'Take Me Home' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
