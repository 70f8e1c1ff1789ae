import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './Table.tsx';

// Callers translate; the stories pick their texts from the toolbar locale.
const texts = {
  en: {
    caption: 'Your claims',
    patient: 'Patient',
    date: 'Date of service',
    charges: 'Provider charges',
    responsibility: 'Patient responsibility',
    empty: 'No claims found',
  },
  es: {
    caption: 'Sus reclamos',
    patient: 'Paciente',
    date: 'Fecha de servicio',
    charges: 'Cargos del proveedor',
    responsibility: 'Responsabilidad del paciente',
    empty: 'No se encontraron reclamos',
  },
};

const localeOf = (globals: Record<string, unknown>) => texts[globals.locale === 'es' ? 'es' : 'en'];

function columnsFor(t: ReturnType<typeof localeOf>) {
  return [
    { key: 'patient', header: t.patient },
    { key: 'date', header: t.date },
    { key: 'charges', header: t.charges, align: 'end' as const },
    { key: 'responsibility', header: t.responsibility, align: 'end' as const },
  ];
}

const rows = [
  { id: '1', cells: { patient: 'Maria J McAllister', date: '03/14/2025', charges: '$210.00', responsibility: '$42.00' } },
  { id: '2', cells: { patient: 'Leo McAllister', date: '04/02/2025', charges: '$95.00', responsibility: '$0.00' } },
  { id: '3', cells: { patient: 'Maria J McAllister', date: '06/20/2025', charges: '$1,340.00', responsibility: '$402.00' } },
];

const meta = {
  title: 'ui-kit/Table',
  component: Table,
  args: { caption: texts.en.caption, columns: columnsFor(texts.en), rows },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrow the viewport to 375 px to see each row as a card. */
export const Claims: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Table {...args} caption={t.caption} columns={columnsFor(t)} />;
  },
};

export const Empty: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Table {...args} caption={t.caption} columns={columnsFor(t)} rows={[]} emptyText={t.empty} />;
  },
};

export const HiddenCaption: Story = {
  render: (args, { globals }) => {
    const t = localeOf(globals);
    return <Table {...args} caption={t.caption} columns={columnsFor(t)} captionHidden />;
  },
};
