import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select, type SelectProps } from './Select.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    label: 'Subject',
    placeholder: 'Select a subject',
    optionalLabel: '(Optional)',
    hint: 'Pick the closest match',
    error: 'Please select a subject',
    options: [
      { value: 'benefit', label: 'Benefit question' },
      { value: 'claim', label: 'Claim question' },
      { value: 'idCards', label: 'ID cards/certificate booklet' },
      { value: 'other', label: 'Other' },
    ],
  },
  es: {
    label: 'Asunto',
    placeholder: 'Seleccione un asunto',
    optionalLabel: '(Opcional)',
    hint: 'Elija la opción más cercana',
    error: 'Seleccione un asunto',
    options: [
      { value: 'benefit', label: 'Pregunta sobre beneficios' },
      { value: 'claim', label: 'Pregunta sobre un reclamo' },
      { value: 'idCards', label: 'Tarjetas de identificación/folleto del certificado' },
      { value: 'other', label: 'Otro' },
    ],
  },
} as const;

type Locale = keyof typeof texts;
const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'es' ? 'es' : 'en');

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: { label: texts.en.label, name: 'subject', options: texts.en.options },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: SelectProps) {
  const [value, setValue] = useState('');
  return <Select {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

export const Default: Story = {
  render: (args, { globals }) => {
    const t = texts[localeOf(globals)];
    return <Interactive {...args} label={t.label} options={t.options} placeholder={t.placeholder} />;
  },
};

export const OptionalWithHint: Story = {
  render: (args, { globals }) => {
    const t = texts[localeOf(globals)];
    return (
      <Interactive {...args} label={t.label} options={t.options} placeholder={t.placeholder} optionalLabel={t.optionalLabel} hint={t.hint} />
    );
  },
};

export const ErrorAfterBlur: Story = {
  render: (args, { globals }) => {
    const t = texts[localeOf(globals)];
    return <Interactive {...args} label={t.label} options={t.options} placeholder={t.placeholder} error={t.error} />;
  },
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = texts[localeOf(globals)];
    return <Select {...args} label={t.label} options={t.options} placeholder={t.placeholder} error={t.error} forceError value="" onChange={() => {}} />;
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const t = texts[localeOf(globals)];
    return <Select {...args} label={t.label} options={t.options} disabled defaultValue="claim" />;
  },
};
