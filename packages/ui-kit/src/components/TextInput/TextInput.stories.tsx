import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextInput, type TextInputProps } from './TextInput.tsx';

const meta = {
  title: 'ui-kit/TextInput',
  component: TextInput,
  args: { label: 'Email address', name: 'email', type: 'email' },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'tel', 'number', 'search', 'url', 'date'] },
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function ValidatedEmail(args: TextInputProps) {
  const [value, setValue] = useState('');
  const error = /^\S+@\S+\.\S+$/.test(value) ? undefined : 'Enter a valid email address';
  return <TextInput {...args} value={value} onChange={(event) => setValue(event.target.value)} error={error} />;
}

export const Default: Story = {};
export const Optional: Story = {
  args: { label: 'Phone number', name: 'phone', type: 'tel', optionalLabel: '(Optional)', hint: '(###) ###-####' },
};
export const ErrorAfterBlur: Story = { render: (args) => <ValidatedEmail {...args} /> };
export const ForcedError: Story = {
  args: { label: 'Zip code', name: 'zip', type: 'text', error: 'Please enter a 5 digit zip code', forceError: true },
};
export const Password: Story = { args: { label: 'Password', name: 'password', type: 'password' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'member@example.com' } };
