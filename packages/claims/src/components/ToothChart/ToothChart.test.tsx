import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createClaimsTestI18n } from '../../test/render-claims.tsx';
import type { ToothWork } from '../../lib/tooth-work.ts';
import { adultWork, childWork } from './tooth-chart-samples.ts';
import { ToothChart } from './ToothChart.tsx';

function renderChart(work: readonly ToothWork[], patientName = 'Maria McAllister', language: Language = 'en') {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createClaimsTestI18n(language)}>
        <ToothChart work={work} patientName={patientName} />
      </I18nextProvider>
    </PortalThemeProvider>,
  );
}

const chart = () => screen.getByRole('group', { name: 'Dental work by tooth for Maria McAllister' });
const markedSites = () => within(chart()).getAllByRole('button');

describe('ToothChart', () => {
  it('marks the teeth and the quadrant that had work, and only those', () => {
    renderChart(adultWork);
    expect(markedSites().map((site) => site.getAttribute('data-site')).sort()).toEqual(['14', '3', '30', 'UR']);
    expect(within(chart()).getByRole('button', { name: 'Tooth 30, lower right first molar: 2 procedures' })).toBeInTheDocument();
    expect(within(chart()).getByRole('button', { name: 'Upper right teeth: 1 procedure' })).toBeInTheDocument();
    expect(screen.getByText('4 teeth or areas of the mouth had work.')).toBeInTheDocument();
  });

  it('moves between the marked sites with the arrow keys, one Tab stop for the chart', async () => {
    const user = userEvent.setup();
    renderChart(adultWork);
    expect(markedSites().filter((site) => site.getAttribute('tabindex') === '0')).toHaveLength(1);
    await user.tab();
    await user.tab();
    // Chart order: upper row left to right (3, 14), the upper right quadrant, then the lower row (30).
    expect(document.activeElement).toHaveAttribute('data-site', '3');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-site', '14');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-site', 'UR');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-site', '30');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-site', '3');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-site', '30');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('data-site', '3');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
  });

  it('opens a tooth’s dates and procedures with Enter and closes them with Escape', async () => {
    const user = userEvent.setup();
    renderChart(adultWork);
    await user.tab();
    await user.tab();
    await user.keyboard('{End}{Enter}');
    const tooth = document.activeElement;
    expect(tooth).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(tooth!.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('heading', { name: 'Tooth 30, lower right first molar' })).toBeInTheDocument();
    const items = within(details).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '03/03/2025 Tooth-colored filling, back tooth (1 side)Surfaces: chewing surfaceClaim 25071000123',
      '09/16/2025 All-porcelain crown (cap)Claim 25091600412',
    ]);
    await user.keyboard('{Escape}');
    expect(tooth).toHaveAttribute('aria-expanded', 'false');
    expect(within(details).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('opens details on a click, and the close button gives focus back to the tooth', async () => {
    const user = userEvent.setup();
    renderChart(adultWork);
    const tooth = within(chart()).getByRole('button', { name: /^Tooth 14,/ });
    await user.click(tooth);
    expect(screen.getByRole('heading', { name: 'Tooth 14, upper left first molar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('heading', { name: 'Tooth 14, upper left first molar' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(tooth);
  });

  it('lists the same work in the table alternative, always there for screen readers and shown on request', async () => {
    const user = userEvent.setup();
    renderChart(adultWork);
    // Each cell's value (the table repeats its header in the cell for narrow screens, hidden from screen readers).
    const rows = () =>
      within(screen.getByRole('table', { name: 'Dental work by tooth for Maria McAllister' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent));
    const expected = [
      ['Tooth 3, upper right first molar', '11/20/2024', 'Silver filling (3 sides of the tooth) (side toward the front of the mouth, chewing surface, side toward the back of the mouth)', '24112000388'],
      ['Tooth 14, upper left first molar', '02/04/2025', 'All-porcelain crown (cap)', '25020400981'],
      ['Upper right teeth', '06/11/2024', 'Deep cleaning below the gums (4 or more teeth in one area)', '24061100215'],
      ['Tooth 30, lower right first molar', '03/03/2025', 'Tooth-colored filling, back tooth (1 side) (chewing surface)', '25071000123'],
      ['Tooth 30, lower right first molar', '09/16/2025', 'All-porcelain crown (cap)', '25091600412'],
    ];
    expect(rows()).toEqual(expected);

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByRole('group', { name: /Dental work by tooth/ })).not.toBeInTheDocument();
    expect(rows()).toEqual(expected);
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(chart()).toBeInTheDocument();
  });

  it('draws a child’s baby teeth by their letters', () => {
    renderChart(childWork, 'Mateo Martinez');
    const group = screen.getByRole('group', { name: 'Dental work by tooth for Mateo Martinez' });
    expect(within(group).getByRole('button', { name: 'Tooth A, baby tooth, upper right second molar: 1 procedure' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Tooth K, baby tooth, lower left second molar: 1 procedure' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Tooth T, baby tooth, lower right second molar: 1 procedure' })).toBeInTheDocument();
    expect(within(group).getAllByRole('button').map((site) => site.getAttribute('data-site'))).toEqual(expect.arrayContaining(['A', 'K', 'T', '3']));
    // Every other tooth is drawn, with its letter or number, but is no control.
    expect(group.querySelectorAll('[aria-hidden="true"] text')).toHaveLength(52 - 4 + 2);
  });

  it('reads in Spanish', () => {
    renderChart(childWork, 'Mateo Martinez', 'es');
    const group = screen.getByRole('group', { name: 'Trabajo dental por diente de Mateo Martinez' });
    expect(within(group).getByRole('button', { name: 'Diente A, diente de leche, segundo molar superior derecho: 1 procedimiento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver como tabla' })).toBeInTheDocument();
  });

  it('says so when no work on a tooth is on file', () => {
    renderChart([]);
    expect(screen.getByText('No dental work on a tooth is on file for Maria McAllister.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
