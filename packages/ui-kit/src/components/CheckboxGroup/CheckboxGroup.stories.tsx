import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    legend: 'Claim types',
    optionalLabel: '(Optional)',
    error: 'Choose at least one claim type',
    options: [
      { value: 'dental', label: 'Dental' },
      { value: 'ortho', label: 'Ortho' },
      { value: 'estimate', label: 'Estimate', hint: 'Pretreatment estimates are valid for 12 months.' },
    ],
  },
  es: {
    legend: 'Tipos de reclamo',
    optionalLabel: '(Opcional)',
    error: 'Elija al menos un tipo de reclamo',
    options: [
      { value: 'dental', label: 'Dental' },
      { value: 'ortho', label: 'Ortodoncia' },
      { value: 'estimate', label: 'Presupuesto', hint: 'Los presupuestos previos al tratamiento son válidos por 12 meses.' },
    ],
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/CheckboxGroup',
  component: CheckboxGroup,
  args: { legend: texts.en.legend, name: 'types', options: texts.en.options, values: [], onChange: () => {} },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: CheckboxGroupProps) {
  const [values, setValues] = useState<readonly string[]>(props.values);
  return <CheckboxGroup {...props} values={values} onChange={setValues} />;
}

export const Default: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} legend={t.legend} options={t.options} values={['dental']} error={t.error} />;
  },
};

export const InlineOptional: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} legend={t.legend} options={t.options} inline optionalLabel={t.optionalLabel} />;
  },
};

export const ForcedError: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} legend={t.legend} options={t.options} error={t.error} forceError />;
  },
};
