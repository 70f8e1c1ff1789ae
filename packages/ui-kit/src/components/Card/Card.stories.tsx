import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  args: {
    title: 'Dental benefits',
    children: (
      <>
        <p>Remaining annual maximum: $1,250 of $1,500</p>
        <Button variant="secondary">View benefits</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { args: { title: 'ID card', busyLabel: 'Downloading your ID card' } };
export const Untitled: Story = { args: { title: undefined } };
