import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    label: 'I agree to receive my plan documents electronically',
    hint: 'You can change this at any time on the paperless page.',
    error: 'Please accept to continue',
  },
  es: {
    label: 'Acepto recibir los documentos de mi plan en forma electrónica',
    hint: 'Puede cambiar esto en cualquier momento en la página sin papel.',
    error: 'Acepte para continuar',
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: { label: texts.en.label, name: 'consent' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: CheckboxProps) {
  const [checked, setChecked] = useState(Boolean(props.defaultChecked));
  const { defaultChecked: _ignored, ...rest } = props;
  return <Checkbox {...rest} checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
}

export const Default: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} hint={t.hint} />;
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
    return <Interactive {...args} label={t.label} error={t.error} forceError />;
  },
};

export const CheckedDisabled: Story = {
  render: (args, { globals }) => <Checkbox {...args} label={localeOf(globals).label} checked disabled readOnly />,
};
