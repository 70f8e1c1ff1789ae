import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    open: 'Open dialog',
    close: 'Close',
    sessionTitle: 'Your session is about to expire',
    sessionBody: 'For your security you will be signed out in 4:59.',
    signOut: 'Sign out',
    keepWorking: 'Keep working',
    idCard: 'ID card',
    idCardTitle: 'Your ID card is not available',
    idCardBody: 'We cannot show a digital ID card for this plan yet.',
    bullets: ['Your plan may issue paper cards only.', 'Your coverage may not be active yet.'],
  },
  es: {
    open: 'Abrir diálogo',
    close: 'Cerrar',
    sessionTitle: 'Su sesión está por expirar',
    sessionBody: 'Por su seguridad, se cerrará su sesión en 4:59.',
    signOut: 'Cerrar sesión',
    keepWorking: 'Seguir trabajando',
    idCard: 'Tarjeta de identificación',
    idCardTitle: 'Su tarjeta de identificación no está disponible',
    idCardBody: 'Todavía no podemos mostrar una tarjeta de identificación digital para este plan.',
    bullets: ['Es posible que su plan solo emita tarjetas impresas.', 'Es posible que su cobertura aún no esté activa.'],
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: () => {},
    title: texts.en.sessionTitle,
    description: texts.en.sessionBody,
    closeLabel: texts.en.close,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9: focus moves to the first control 100 ms after opening. */
export const SessionTimeout: Story = {
  render: function Render(args, { globals }) {
    const t = localeOf(globals);
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{t.open}</Button>
        <Modal
          {...args}
          title={t.sessionTitle}
          description={t.sessionBody}
          closeLabel={t.close}
          open={open}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t.signOut}
              </Button>
              <Button onClick={() => setOpen(false)}>{t.keepWorking}</Button>
            </>
          }
        />
      </>
    );
  },
};

export const IdCardUnavailable: Story = {
  render: function Render(args, { globals }) {
    const t = localeOf(globals);
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{t.idCard}</Button>
        <Modal {...args} title={t.idCardTitle} description={undefined} closeLabel={t.close} open={open} onClose={() => setOpen(false)}>
          <p>{t.idCardBody}</p>
          <ul>
            {t.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </Modal>
      </>
    );
  },
};

/** Open from the start, to review the dialog in each brand and language. */
export const Open: Story = {
  render: function Render(args, { globals }) {
    const t = localeOf(globals);
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{t.open}</Button>
        <Modal
          {...args}
          title={t.sessionTitle}
          description={t.sessionBody}
          closeLabel={t.close}
          open={open}
          onClose={() => setOpen(false)}
          actions={<Button onClick={() => setOpen(false)}>{t.keepWorking}</Button>}
        />
      </>
    );
  },
};
