import type { Meta, StoryObj } from '@storybook/react-vite';
import { isValidZipPlus4 } from '@portal/core';
import { useState } from 'react';
import { maskedInputTextsFor } from '../MaskedInput/story-texts.ts';
import { ZipInput, type ZipInputProps } from './ZipInput.tsx';

const meta = {
  title: 'ui-kit/ZipInput',
  component: ZipInput,
  args: { label: 'Zip code', name: 'zip' },
} satisfies Meta<typeof ZipInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive({ validationError, ...props }: ZipInputProps & { validationError?: string }) {
  const [value, setValue] = useState(String(props.defaultValue ?? ''));
  const { defaultValue: _ignored, ...rest } = props;
  return (
    <ZipInput
      {...rest}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={validationError && !isValidZipPlus4(value) ? validationError : undefined}
    />
  );
}

export const TypeDigits: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.zip} hint={t.zipHint} validationError={t.zipError} />;
  },
};

export const ZipPlusFour: Story = {
  render: (args, { globals }) => <Interactive {...args} label={maskedInputTextsFor(globals).zip} defaultValue="12345-6789" />,
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.zip} validationError={t.zipError} forceError defaultValue="123" />;
  },
};
