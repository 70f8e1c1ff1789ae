import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { Tile, type TileProps, type TileVariant } from './Tile.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    action: 'Download the ID card (PDF)',
    label: 'Download the ID card of Maria J McAllister (PDF)',
    loading: 'Downloading your ID card',
    title: 'ID card',
    member: 'Member',
    id: 'Member ID',
  },
  es: {
    action: 'Descargar la tarjeta de identificación (PDF)',
    label: 'Descargar la tarjeta de identificación de Maria J McAllister (PDF)',
    loading: 'Descargando su tarjeta de identificación',
    title: 'Tarjeta de identificación',
    member: 'Miembro',
    id: 'Número de miembro',
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Width = styled.div<{ $variant: TileVariant }>`
  max-width: ${({ $variant }) => ({ desktop: '22rem', snapshot: '16rem', mobile: '23rem' })[$variant]};
`;

const meta = {
  title: 'ui-kit/Tile',
  component: Tile,
  args: { action: texts.en.action, label: texts.en.label, loadingLabel: texts.en.loading, onActivate: () => {}, variant: 'desktop' },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'snapshot', 'mobile'] } },
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activation pretends to download for 1.5 s, as the ID card tile does. */
function Downloading(props: TileProps & { locale: ReturnType<typeof localeOf> }) {
  const { locale: t, ...tileProps } = props;
  const [loading, setLoading] = useState(Boolean(props.loading));
  const variant = props.variant ?? 'desktop';
  return (
    <Width $variant={variant}>
      <Tile
        {...tileProps}
        action={t.action}
        label={t.label}
        loadingLabel={t.loading}
        loading={loading}
        onActivate={() => {
          setLoading(true);
          window.setTimeout(() => setLoading(false), 1500);
        }}
      >
        <Title>{t.title}</Title>
        <span>
          {t.member}: Maria J McAllister
        </span>
        <Muted>
          {t.id}: 123456789
        </Muted>
      </Tile>
    </Width>
  );
}

export const Desktop: Story = { render: (args, { globals }) => <Downloading {...args} locale={localeOf(globals)} /> };
export const Snapshot: Story = {
  args: { variant: 'snapshot' },
  render: (args, { globals }) => <Downloading {...args} locale={localeOf(globals)} />,
};
export const Mobile: Story = {
  args: { variant: 'mobile' },
  render: (args, { globals }) => <Downloading {...args} locale={localeOf(globals)} />,
};
export const Loading: Story = {
  args: { loading: true },
  render: (args, { globals }) => <Downloading {...args} locale={localeOf(globals)} />,
};
export const Disabled: Story = {
  args: { disabled: true },
  render: (args, { globals }) => <Downloading {...args} locale={localeOf(globals)} />,
};
