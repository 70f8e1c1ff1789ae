import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetryAlert } from './RetryAlert.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: { message: "We couldn't load your benefits right now. Please try again later.", retryLabel: 'Try again' },
  es: { message: 'No pudimos cargar sus beneficios en este momento. Vuelva a intentarlo más tarde.', retryLabel: 'Intentar de nuevo' },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/RetryAlert',
  component: RetryAlert,
  args: { ...texts.en, onRetry: () => undefined },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  render: (args, { globals }) => <RetryAlert {...args} {...localeOf(globals)} />,
};
