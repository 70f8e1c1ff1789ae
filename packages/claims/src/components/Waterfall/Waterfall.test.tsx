import type { ClaimKind, ProcedureLine } from '@portal/api-client';
import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createClaimsTestI18n } from '../../test/render-claims.tsx';
import { Waterfall } from './Waterfall.tsx';
import { checkupLines, crownEstimateLines, maximumReachedLines, orthoLines, unknownRemarkLines, visionLines } from './waterfall-samples.ts';

function renderWaterfall(lines: readonly ProcedureLine[], kind: ClaimKind = 'dental', language: Language = 'en') {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createClaimsTestI18n(language)}>
        <Waterfall lines={lines} kind={kind} />
      </I18nextProvider>
    </PortalThemeProvider>,
  );
}

/** Each step as a screen reader hears it: the term, then its amount. */
function steps(): [string, string][] {
  const list = screen.getByRole('region').querySelector('dl');
  if (!list) throw new Error('no definition list');
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('Waterfall', () => {
  it('walks a claim from what was billed to what the member owes, with its amounts', () => {
    renderWaterfall(checkupLines);
    expect(screen.getByRole('heading', { name: 'What this claim means for you' })).toBeInTheDocument();
    expect(steps()).toEqual([
      ['Billed', '$455.00'],
      ['Network discount', '−$94.00'],
      ['Deductible', '$50.00'],
      ['Your share', '$21.00'],
      ['Plan paid', '$290.00'],
      ['You owe', '$71.00'],
    ]);
    expect(screen.getByText('Your dentist agreed to a lower price with our network. You never pay this part.')).toBeInTheDocument();
  });

  it('draws a bar per step for the eye only', () => {
    renderWaterfall(checkupLines);
    const bars = screen.getByRole('region').querySelectorAll('dd [aria-hidden="true"]');
    expect(bars).toHaveLength(6);
    expect([...bars].map((bar) => bar.textContent)).toEqual(['', '', '', '', '', '']);
  });

  it('leaves out the steps of zero', () => {
    renderWaterfall(checkupLines);
    const terms = steps().map(([term]) => term);
    expect(terms).not.toContain('Not covered');
    expect(terms).not.toContain('Over the annual maximum');
  });

  it('shows what was not covered and what the annual maximum cut, and the totals add up to the cent', () => {
    renderWaterfall(maximumReachedLines);
    expect(steps()).toEqual([
      ['Billed', '$1,860.00'],
      ['Network discount', '−$372.00'],
      ['Not covered', '$304.00'],
      ['Your share', '$592.00'],
      ['Over the annual maximum', '$472.00'],
      ['Plan paid', '$120.00'],
      ['You owe', '$1,368.00'],
    ]);
  });

  it('words an estimate as what the plan would pay and the member would owe', () => {
    renderWaterfall(crownEstimateLines, 'estimate');
    expect(screen.getByRole('heading', { name: 'What this estimate means for you' })).toBeInTheDocument();
    expect(steps()).toEqual([
      ['Estimated cost', '$1,250.00'],
      ['Network discount', '−$250.00'],
      ['Your share', '$750.00'],
      ['Plan would pay', '$500.00'],
      ['You would owe', '$750.00'],
    ]);
  });

  it('shows braces over the orthodontic maximum as not covered', () => {
    renderWaterfall(orthoLines, 'ortho');
    expect(steps()).toEqual([
      ['Billed', '$5,200.00'],
      ['Not covered', '$2,200.00'],
      ['Your share', '$1,500.00'],
      ['Plan paid', '$1,500.00'],
      ['You owe', '$3,700.00'],
    ]);
    expect(screen.getByText('What your orthodontist charged.')).toBeInTheDocument();
  });

  it('names the eye care provider on a vision claim', () => {
    renderWaterfall(visionLines, 'vision');
    expect(screen.getByText('What your eye care provider charged.')).toBeInTheDocument();
  });

  it('reads in Spanish', () => {
    renderWaterfall(checkupLines, 'dental', 'es');
    expect(screen.getByRole('heading', { name: 'Qué significa esta reclamación para usted' })).toBeInTheDocument();
    expect(steps().map(([term]) => term)).toEqual(['Facturado', 'Descuento de la red', 'Deducible', 'Su parte', 'Pagó el plan', 'Usted debe']);
    expect(screen.getByText('Su dentista aceptó un precio más bajo con nuestra red. Usted nunca paga esta parte.')).toBeInTheDocument();
  });

  it('spells out each line’s remark: why a refused line was not covered, and what others mean', () => {
    renderWaterfall(maximumReachedLines);
    const remarks = within(screen.getByRole('list'));
    const items = remarks.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toMatch(/^About line 1 \(All-porcelain crown \(cap\)\): The plan has paid the most it pays in a plan year/);
    expect(items[1]).toMatch(/^Why line 2 \(Teeth whitening \(upper or lower teeth\)\) was not covered: Your plan does not cover this service/);
  });

  it('explains remarks in Spanish', () => {
    renderWaterfall(checkupLines, 'dental', 'es');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Sobre la línea 4 \(Empaste del color del diente, muela \(1 cara\)\): Parte de este costo se aplicó a su deducible/);
  });

  it('falls back to the server’s text for a remark code it does not know', () => {
    renderWaterfall(unknownRemarkLines);
    expect(screen.getByRole('listitem')).toHaveTextContent('About line 1 (Full exam of the mouth): Reviewed by the dental consultant.');
  });

  it('says so when the claim has no lines', () => {
    renderWaterfall([]);
    expect(screen.getByText('There are no procedure lines on this claim yet.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
