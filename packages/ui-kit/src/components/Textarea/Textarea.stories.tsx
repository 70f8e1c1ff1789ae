import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Textarea, type TextareaProps } from './Textarea.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    label: 'Comments',
    optionalLabel: '(Optional)',
    hint: 'Please do not include personal health details.',
    error: 'Please enter a value',
    counterText: (remaining: number) => `${remaining} characters left`,
  },
  es: {
    label: 'Comentarios',
    optionalLabel: '(Opcional)',
    hint: 'No incluya datos personales de salud.',
    error: 'Ingrese un valor',
    counterText: (remaining: number) => `Quedan ${remaining} caracteres`,
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/Textarea',
  component: Textarea,
  args: { label: texts.en.label, name: 'comments' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: TextareaProps) {
  const [value, setValue] = useState('');
  return <Textarea {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

export const WithCounter: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} maxLength={500} counterText={t.counterText} />;
  },
};

export const OptionalWithHint: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} optionalLabel={t.optionalLabel} hint={t.hint} />;
  },
};

export const ErrorAfterBlur: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} error={t.error} />;
  },
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Textarea {...args} label={t.label} error={t.error} forceError />;
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => <Textarea {...args} label={localeOf(globals).label} disabled defaultValue="…" />,
};
