import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ToastProvider } from './ToastProvider.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { useToasts } from './use-toasts.ts';

function Triggers() {
  const { showToast } = useToasts();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => showToast({ message: 'Vision claim successfully submitted', type: 'success' })}>
        Success
      </Button>
      <Button onClick={() => showToast({ message: 'Vision claim failed to upload', type: 'error' })}>Error</Button>
      <Button onClick={() => showToast({ message: 'Your verification code has been sent', type: 'info' })}>Info</Button>
      <Button onClick={() => showToast({ message: 'Unable to save dependent email', type: 'warning' })}>
        Warning
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastRegion,
  args: { label: 'Notifications', dismissLabel: 'Dismiss' },
  render: (args) => (
    <ToastProvider>
      <Triggers />
      <ToastRegion {...args} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
