// §1: a New York member reads their brand's New York texts (the
// files each app ships in src/brand/locales/<lng>-NY/); anyone else the
// brand's ordinary ones.
import { fakeUser } from '@portal/auth/testing';
import type { Partner } from '@portal/core';
import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand/brand-config.ts';
import { PartnerFooter } from '../layout/PartnerFooter.tsx';
import { features, illinoisMembers, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';
import { renderPortal, testBrand } from '../test/render-portal.tsx';

type ShellTexts = { footer?: { newYork: string }; partnerFooter?: { disclosure: string } };

/** What a brand's site serves as its New York shell texts (read as data; apps are not imported). */
function shippedNewYorkTexts(partner: Partner, variant: 'en-NY' | 'es-NY'): ShellTexts {
  const file = join(import.meta.dirname, '..', '..', '..', '..', 'apps', partner, 'src', 'brand', 'locales', variant, 'shell.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ShellTexts;
}

const brands: Array<{ brand: BrandConfig; newYorkText: string; elsewhereText: RegExp }> = [
  { brand: testBrand, newYorkText: 'First ALIC Insurance Company of New York', elsewhereText: /ALIC. All rights reserved/ },
  {
    brand: { ...testBrand, partner: 'rsl', displayName: 'RSL', mainPartner: false, Footer: PartnerFooter },
    newYorkText: 'First Reliance Standard Life Insurance Company',
    elsewhereText: /issued by RSL and its affiliates/,
  },
  {
    brand: { ...testBrand, partner: 'standard', displayName: 'The Standard', mainPartner: false, Footer: PartnerFooter },
    newYorkText: 'The Standard Life Insurance Company of New York',
    elsewhereText: /issued by The Standard and its affiliates/,
  },
];

const routesFor = (partner: Partner, members: object) => ({
  [`GET /api/${partner}/features`]: features,
  [`GET /api/${partner}/members`]: members,
  [`GET /api/${partner}/config`]: subsidiaryConfig,
});

afterEach(() => localStorage.clear());

describe.each(brands)('New York texts on $brand.partner (§1)', ({ brand, newYorkText, elsewhereText }) => {
  const newYorkShellTexts = { 'en-NY': shippedNewYorkTexts(brand.partner, 'en-NY'), 'es-NY': shippedNewYorkTexts(brand.partner, 'es-NY') };

  it('apply once a NY member’s data arrives, in English and Spanish', async () => {
    const { i18n } = renderPortal({ path: '/dashboard', routes: routesFor(brand.partner, mariaMembers), user: fakeUser(), brand, newYorkShellTexts });
    expect(await screen.findByText(new RegExp(`In New York, insurance products are issued by ${newYorkText}`))).toBeInTheDocument();
    expect(i18n.language).toBe('en-NY');
    await i18n.changeLanguage('es-NY');
    expect(await screen.findByText(new RegExp(`En Nueva York, los productos de seguro los emite ${newYorkText}`))).toBeInTheDocument();
  });

  it('do not apply to a member elsewhere', async () => {
    const { i18n } = renderPortal({ path: '/dashboard', routes: routesFor(brand.partner, illinoisMembers), user: fakeUser(), brand, newYorkShellTexts });
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Maria McAllister');
    await waitFor(() => expect(screen.getByText(elsewhereText)).toBeInTheDocument());
    expect(screen.queryByText(new RegExp(newYorkText))).not.toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});

it('New York texts are dropped again when nobody is signed in', async () => {
  const { i18n } = renderPortal({ path: '/landing', routes: routesFor('alic', mariaMembers) });
  await i18n.changeLanguage('en-NY');
  await waitFor(() => expect(i18n.language).toBe('en'));
});
