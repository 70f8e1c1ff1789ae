import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { ToastProvider } from './ToastProvider.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { useToasts } from './use-toasts.ts';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    region: 'Notifications',
    dismiss: 'Dismiss',
    success: 'Vision claim successfully submitted',
    error: 'Vision claim failed to upload',
    info: 'Your verification code has been sent',
    warning: 'Unable to save dependent email',
    buttons: { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' },
  },
  es: {
    region: 'Notificaciones',
    dismiss: 'Descartar',
    success: 'Reclamo de visión enviado correctamente',
    error: 'No se pudo cargar el reclamo de visión',
    info: 'Se envió su código de verificación',
    warning: 'No se pudo guardar el correo electrónico del dependiente',
    buttons: { success: 'Éxito', error: 'Error', info: 'Información', warning: 'Advertencia' },
  },
};

type Texts = (typeof texts)['en'];
const localeOf = (globals: Record<string, unknown>): Texts => texts[globals.locale === 'es' ? 'es' : 'en'];

function Triggers({ t }: { t: Texts }) {
  const { showToast } = useToasts();
  const types = ['success', 'error', 'info', 'warning'] as const;
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {types.map((type) => (
        <Button key={type} onClick={() => showToast({ message: t[type], type })}>
          {t.buttons[type]}
        </Button>
      ))}
    </div>
  );
}

/** Shows the given toasts on mount, so a state is visible without clicking. */
function Preset({ t, types }: { t: Texts; types: readonly ('success' | 'error' | 'info' | 'warning')[] }) {
  const { showToast } = useToasts();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    types.forEach((type) => showToast({ message: t[type], type }));
  }, [showToast, t, types]);
  return null;
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastRegion,
  args: { label: 'Notifications', dismissLabel: 'Dismiss' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §4: each toast lasts 5 s; at most 2, newest on top, top-right. Click a few in a row. */
export const Playground: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return (
      <ToastProvider>
        <Triggers t={t} />
        <ToastRegion {...args} label={t.region} dismissLabel={t.dismiss} />
      </ToastProvider>
    );
  },
};

/** Two toasts at once (the newest, an error, on top); they stay until dismissed here. */
export const TwoShown: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return (
      <ToastProvider durationMs={600_000}>
        <Preset t={t} types={['success', 'error']} />
        <ToastRegion {...args} label={t.region} dismissLabel={t.dismiss} />
      </ToastProvider>
    );
  },
};
