import type { Meta, StoryObj } from '@storybook/react-vite';
import { isValidPhone } from '@portal/core';
import { useState } from 'react';
import { maskedInputTextsFor } from '../MaskedInput/story-texts.ts';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';

const meta = {
  title: 'ui-kit/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone number', name: 'phone' },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive({ validationError, ...props }: PhoneInputProps & { validationError?: string }) {
  const [value, setValue] = useState(String(props.defaultValue ?? ''));
  const { defaultValue: _ignored, ...rest } = props;
  return (
    <PhoneInput
      {...rest}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={validationError && !isValidPhone(value) ? validationError : undefined}
    />
  );
}

export const TypeDigits: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.phone} hint={t.phoneHint} validationError={t.phoneError} />;
  },
};

export const Optional: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.phone} optionalLabel={t.optional} />;
  },
};

export const Filled: Story = {
  render: (args, { globals }) => <Interactive {...args} label={maskedInputTextsFor(globals).phone} defaultValue="(555) 123-4567" />,
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.phone} validationError={t.phoneError} forceError defaultValue="(555) 12" />;
  },
};
