import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageBar } from './UsageBar.tsx';

// Callers format and translate the figures; the stories pick them by toolbar locale.
const texts = {
  en: {
    annual: 'Annual maximum',
    deductible: 'Deductible',
    lifetime: 'Lifetime maximum',
    ortho: 'Orthodontic lifetime maximum',
    used: (amount: string) => `${amount} used`,
    met: (amount: string) => `${amount} met`,
    remaining: (amount: string) => `${amount} remaining`,
    total: (amount: string) => `of ${amount}`,
  },
  es: {
    annual: 'Máximo anual',
    deductible: 'Deducible',
    lifetime: 'Máximo de por vida',
    ortho: 'Máximo de ortodoncia de por vida',
    used: (amount: string) => `${amount} usados`,
    met: (amount: string) => `${amount} cubiertos`,
    remaining: (amount: string) => `${amount} restantes`,
    total: (amount: string) => `de ${amount}`,
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/UsageBar',
  component: UsageBar,
  args: { label: 'Annual maximum', used: 650, total: 1500, usedText: '$650.00 used', remainingText: '$850.00 remaining' },
} satisfies Meta<typeof UsageBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyUsed: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <UsageBar {...args} label={t.annual} usedText={t.used('$650.00')} remainingText={t.remaining('$850.00')} totalText={t.total('$1,500.00')} />;
  },
};

export const DeductibleMet: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <UsageBar {...args} label={t.deductible} used={50} total={50} usedText={t.met('$50.00')} remainingText={t.remaining('$0.00')} totalText={t.total('$50.00')} />;
  },
};

export const OverTheLimit: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <UsageBar {...args} label={t.lifetime} used={2500} total={2000} usedText={t.used('$2,500.00')} remainingText={t.remaining('$0.00')} />;
  },
};

export const NoLimit: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <UsageBar {...args} label={t.ortho} used={0} total={0} usedText={t.used('$0.00')} remainingText={t.remaining('$0.00')} />;
  },
};
