import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBenefits } from '../test/render-benefits.tsx';
import { paths, wireFeatures, wireMembers, wireVisibilityRules } from '../test/wire-samples.ts';
import { useVisibleBenefitTabs } from './use-visible-benefit-tabs.ts';

function TabLinks() {
  const tabs = useVisibleBenefitTabs();
  return (
    <ul>
      {tabs.map((tab) => (
        <li key={tab.tab}>
          <a href={tab.path}>{tab.label}</a>
        </li>
      ))}
    </ul>
  );
}

const routes = {
  [paths.features]: wireFeatures(),
  [paths.members]: wireMembers({ lobs: ['DEN', 'LSK'] }),
  [paths.visibilityRules]: wireVisibilityRules(['wo02']),
};

describe('useVisibleBenefitTabs (for the mobile menu)', () => {
  it('gives each visible tab its translated label and /benefits link', async () => {
    renderBenefits(<TabLinks />, { routes });
    expect(await screen.findByRole('link', { name: 'Member Savings' })).toHaveAttribute('href', '/benefits?tab=member%20savings');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dental', 'Lasik', 'Member Savings', 'Contact Us']);
  });

  it('reads in Spanish', async () => {
    renderBenefits(<TabLinks />, { routes, language: 'es' });
    expect(await screen.findByRole('link', { name: 'Ahorros para miembros' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/benefits?tab=contact%20us');
  });

  it('gives no tabs until the visibility rules have answered, then all of them at once (Member Savings never joins later)', async () => {
    let answerRules = () => {};
    const rules = new Promise((resolve) => (answerRules = () => resolve(wireVisibilityRules(['wo02']))));
    renderBenefits(<TabLinks />, { routes: { ...routes, [paths.visibilityRules]: () => rules } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('link')).toEqual([]);
    answerRules();
    await screen.findByRole('link', { name: 'Member Savings' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dental', 'Lasik', 'Member Savings', 'Contact Us']);
  });

  it('gives the other tabs when the visibility rules call fails', async () => {
    renderBenefits(<TabLinks />, { routes: { ...routes, [paths.visibilityRules]: { httpStatus: 500 } } });
    await screen.findByRole('link', { name: 'Dental' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dental', 'Lasik', 'Contact Us']);
  });

  it('gives no tabs while the features or the member are unknown', () => {
    renderBenefits(<TabLinks />, { routes: { [paths.features]: () => new Promise(() => undefined) } });
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
