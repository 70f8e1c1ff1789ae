import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'ui-kit/Stack',
  component: Stack,
  args: {
    gap: 'md',
    direction: 'row',
    wrap: true,
    children: (
      <>
        <Card title="Dental">Policy 10-12345-0001-000123456</Card>
        <Card title="Vision">Policy 10-12345-0001-000123457</Card>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    direction: { control: 'inline-radio', options: ['row', 'column'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};
export const Column: Story = { args: { direction: 'column' } };
