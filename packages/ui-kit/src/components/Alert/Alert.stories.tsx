import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  args: { type: 'info', title: 'Vision claims take 7 to 10 business days', children: 'We will email you when it is processed.' },
  argTypes: { type: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { type: 'success', title: 'You have successfully updated your edelivery preferences.', children: undefined } };
export const ErrorNotice: Story = { args: { type: 'error', title: 'Unable to find member', children: 'Check your details or contact customer service.' } };
export const Warning: Story = { args: { type: 'warning', title: 'Snapshot unavailable', children: 'Please try again later.' } };

/** §2 paperless banner: the member can dismiss it (it returns after 90 days). */
export const Dismissible: Story = {
  render: function Render(args, { globals }) {
    const [open, setOpen] = useState(true);
    const es = globals.locale === 'es';
    if (!open) return <button type="button" onClick={() => setOpen(true)}>{es ? 'Mostrar de nuevo' : 'Show again'}</button>;
    return (
      <Alert
        {...args}
        type="info"
        title={es ? 'Opte por no recibir papel' : 'Go paperless'}
        dismissLabel={es ? 'Descartar' : 'Dismiss'}
        onDismiss={() => setOpen(false)}
      >
        {es ? 'Reciba los documentos de su plan por correo electrónico.' : 'Get your plan documents by email.'}
      </Alert>
    );
  },
};
