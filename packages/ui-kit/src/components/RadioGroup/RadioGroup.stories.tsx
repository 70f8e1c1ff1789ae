import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    legend: 'May we share your name with the provider?',
    optionalLabel: '(Optional)',
    error: 'Please choose yes or no',
    yesNo: [
      { value: 'yes', label: 'Yes', hint: 'The provider will know who nominated them.' },
      { value: 'no', label: 'No' },
    ],
    specialty: 'Specialty',
    specialties: ['General Dentist', 'Endodontist', 'Orthodontist', 'Oral Surgeon'],
  },
  es: {
    legend: '¿Podemos compartir su nombre con el proveedor?',
    optionalLabel: '(Opcional)',
    error: 'Elija sí o no',
    yesNo: [
      { value: 'yes', label: 'Sí', hint: 'El proveedor sabrá quién lo nominó.' },
      { value: 'no', label: 'No' },
    ],
    specialty: 'Especialidad',
    specialties: ['Dentista general', 'Endodoncista', 'Ortodoncista', 'Cirujano oral'],
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/RadioGroup',
  component: RadioGroup,
  args: { legend: texts.en.legend, name: 'shareName', options: texts.en.yesNo, value: '', onChange: () => {} },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

export const InlineYesNo: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} legend={t.legend} options={t.yesNo} inline error={t.error} />;
  },
};

export const Stacked: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    const options = t.specialties.map((label, index) => ({ value: String(index), label }));
    return <Interactive {...args} legend={t.specialty} options={options} value="0" optionalLabel={t.optionalLabel} />;
  },
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} legend={t.legend} options={t.yesNo} inline error={t.error} forceError />;
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <RadioGroup {...args} legend={t.legend} options={t.yesNo} value="yes" disabled />;
  },
};
