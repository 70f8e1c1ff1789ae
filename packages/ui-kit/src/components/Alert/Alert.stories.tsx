import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from './Alert.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    infoTitle: 'Vision claims take 7 to 10 business days',
    infoBody: 'We will email you when it is processed.',
    success: 'You have successfully updated your edelivery preferences.',
    errorTitle: 'Unable to find member',
    errorBody: 'Check your details or contact customer service.',
    warningTitle: 'Snapshot unavailable',
    warningBody: 'Please try again later.',
    paperlessTitle: 'Go paperless',
    paperlessBody: 'Get your plan documents by email.',
    dismiss: 'Dismiss',
    showAgain: 'Show again',
  },
  es: {
    infoTitle: 'Los reclamos de visión tardan de 7 a 10 días hábiles',
    infoBody: 'Le enviaremos un correo electrónico cuando se procese.',
    success: 'Actualizó correctamente sus preferencias de entrega electrónica.',
    errorTitle: 'No se pudo encontrar al miembro',
    errorBody: 'Revise sus datos o comuníquese con servicio al cliente.',
    warningTitle: 'Resumen no disponible',
    warningBody: 'Vuelva a intentarlo más tarde.',
    paperlessTitle: 'Opte por no recibir papel',
    paperlessBody: 'Reciba los documentos de su plan por correo electrónico.',
    dismiss: 'Descartar',
    showAgain: 'Mostrar de nuevo',
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  args: { type: 'info', title: texts.en.infoTitle, children: texts.en.infoBody },
  argTypes: { type: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Alert {...args} title={t.infoTitle}>{t.infoBody}</Alert>;
  },
};

export const Success: Story = {
  render: (args, { globals }) => <Alert {...args} type="success" title={localeOf(globals).success} children={undefined} />,
};

export const ErrorNotice: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Alert {...args} type="error" title={t.errorTitle}>{t.errorBody}</Alert>;
  },
};

export const Warning: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Alert {...args} type="warning" title={t.warningTitle}>{t.warningBody}</Alert>;
  },
};

/** §2 paperless banner: the member can dismiss it (it returns after 90 days). */
export const Dismissible: Story = {
  render: function Render(args, { globals }) {
    const t = localeOf(globals);
    const [open, setOpen] = useState(true);
    if (!open) {
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {t.showAgain}
        </button>
      );
    }
    return (
      <Alert {...args} type="info" title={t.paperlessTitle} dismissLabel={t.dismiss} onDismiss={() => setOpen(false)}>
        {t.paperlessBody}
      </Alert>
    );
  },
};
