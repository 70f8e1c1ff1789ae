import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: () => {},
    title: 'Your session is about to expire',
    description: 'For your security you will be signed out in 4:59.',
    closeLabel: 'Close',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionTimeout: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Sign out
              </Button>
              <Button onClick={() => setOpen(false)}>Keep working</Button>
            </>
          }
        />
      </>
    );
  },
};

export const IdCardUnavailable: Story = {
  args: { title: 'Your ID card is not available', description: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>ID card</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)}>
          <p>We cannot show a digital ID card for this plan yet.</p>
          <ul>
            <li>Your plan may issue paper cards only.</li>
            <li>Your coverage may not be active yet.</li>
          </ul>
        </Modal>
      </>
    );
  },
};
