import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabsProps } from './Tabs.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    label: 'Benefits',
    more: 'More',
    choose: 'Choose a section',
    tabs: [
      { id: 'dental', label: 'Dental' },
      { id: 'vision', label: 'Vision' },
      { id: 'lasik', label: 'LASIK' },
      { id: 'savings', label: 'Member Savings' },
      { id: 'contact', label: 'Contact Us' },
    ],
    content: (tab: string) => `Your ${tab} benefits appear here.`,
  },
  es: {
    label: 'Beneficios',
    more: 'Más',
    choose: 'Elija una sección',
    tabs: [
      { id: 'dental', label: 'Dental' },
      { id: 'vision', label: 'Visión' },
      { id: 'lasik', label: 'LASIK' },
      { id: 'savings', label: 'Ahorros para miembros' },
      { id: 'contact', label: 'Contáctenos' },
    ],
    content: (tab: string) => `Aquí aparecen sus beneficios de ${tab}.`,
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: {
    label: texts.en.label,
    tabs: texts.en.tabs,
    selectedId: 'dental',
    onSelect: () => {},
    moreLabel: texts.en.more,
    chooseLabel: texts.en.choose,
    visibleCount: 0,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(props: TabsProps & { content: (tab: string) => string }) {
  const { content, ...tabsProps } = props;
  const [selectedId, setSelectedId] = useState(props.selectedId);
  const selected = props.tabs.find((tab) => tab.id === selectedId);
  return (
    <Tabs {...tabsProps} selectedId={selectedId} onSelect={setSelectedId}>
      <p>{content(selected?.label ?? '')}</p>
    </Tabs>
  );
}

/** §9 visible count 0: every tab in the row. Narrow the viewport to ≤ 1024 px for the dropdown. */
export const AllTabs: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} tabs={t.tabs} moreLabel={t.more} chooseLabel={t.choose} content={t.content} />;
  },
};

/** Three tabs in the row, the rest in the 'More' flyout. */
export const OverflowFlyout: Story = {
  args: { visibleCount: 3 },
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} tabs={t.tabs} moreLabel={t.more} chooseLabel={t.choose} content={t.content} />;
  },
};

/** A tab chosen from the flyout takes the row's last place. */
export const OverflowTabSelected: Story = {
  args: { visibleCount: 3, selectedId: 'contact' },
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Interactive {...args} label={t.label} tabs={t.tabs} moreLabel={t.more} chooseLabel={t.choose} content={t.content} />;
  },
};
