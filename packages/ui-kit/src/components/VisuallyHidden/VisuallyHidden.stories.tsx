import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconButtonLabel: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">☰</span>
      <VisuallyHidden>Open menu</VisuallyHidden>
    </button>
  ),
};
