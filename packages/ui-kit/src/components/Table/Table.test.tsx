import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Table, type TableColumn } from './Table.tsx';

const columns: readonly TableColumn[] = [
  { key: 'patient', header: 'Patient' },
  { key: 'date', header: 'Date of service' },
  { key: 'charges', header: 'Provider charges', align: 'end' },
];

const rows = [
  { id: 'c1', cells: { patient: 'Maria McAllister', date: '03/14/2025', charges: '$210.00' } },
  { id: 'c2', cells: { patient: 'Leo McAllister', date: '04/02/2025', charges: '$95.00' } },
];

describe('Table', () => {
  it('is a table named by its caption with column headers', () => {
    renderWithTheme(<Table caption="Your claims" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Your claims' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Patient', 'Date of service', 'Provider charges']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
  });

  it('shows one row per item with its cells in column order', () => {
    renderWithTheme(<Table caption="Your claims" columns={columns} rows={rows} />);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    const cells = within(bodyRows[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.lastElementChild?.textContent)).toEqual(['Maria McAllister', '03/14/2025', '$210.00']);
  });

  it('repeats each header inside its cell for the stacked phone layout, hidden from screen readers', () => {
    renderWithTheme(<Table caption="Your claims" columns={columns} rows={rows} />);
    const firstCell = screen.getAllByRole('cell')[0] as HTMLElement;
    expect(within(firstCell).getByText('Patient')).toHaveAttribute('aria-hidden', 'true');
    expect(firstCell).toHaveAccessibleName('Maria McAllister');
    expect(firstCell).toHaveTextContent('Maria McAllister');
  });

  it('shows the empty text across all columns when there are no rows', () => {
    renderWithTheme(<Table caption="Your claims" columns={columns} rows={[]} emptyText="No claims found" />);
    const cell = screen.getByRole('cell', { name: 'No claims found' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('can keep the caption for screen readers only', () => {
    renderWithTheme(<Table caption="Procedure lines" captionHidden columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: 'Procedure lines' })).toBeInTheDocument();
    expect(screen.getByText('Procedure lines')).toHaveStyle({ position: 'absolute', width: '1px' });
  });
});
