import type { Meta, StoryObj } from '@storybook/react-vite';
import { isValidDateOfBirth } from '@portal/core';
import { useState } from 'react';
import { maskedInputTextsFor } from '../MaskedInput/story-texts.ts';
import { DateInput, type DateInputProps } from './DateInput.tsx';

const meta = {
  title: 'ui-kit/DateInput',
  component: DateInput,
  args: { label: 'Date of birth', name: 'dateOfBirth' },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive({ validationError, ...props }: DateInputProps & { validationError?: string }) {
  const [value, setValue] = useState(String(props.defaultValue ?? ''));
  const { defaultValue: _ignored, ...rest } = props;
  return (
    <>
      <DateInput
        {...rest}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={validationError && !isValidDateOfBirth(value) ? validationError : undefined}
      />
      <p>
        <code>{value}</code>
      </p>
    </>
  );
}

/** On a phone or tablet viewport (≤ 1024 px) this shows the native picker; the value stays mm/dd/yyyy. */
export const TypeDigits: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.date} hint={t.dateHint} validationError={t.dateError} />;
  },
};

export const AlwaysTyped: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.date} hint={t.dateHint} nativePickerOnMobile={false} optionalLabel={t.optional} />;
  },
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = maskedInputTextsFor(globals);
    return <Interactive {...args} label={t.date} hint={t.dateHint} validationError={t.dateError} forceError defaultValue="02/30/1990" />;
  },
};
