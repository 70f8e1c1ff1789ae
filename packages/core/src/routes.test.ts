import { describe, expect, it } from 'vitest';
import { benefitsTabPath, benefitsTabs, isBenefitsTab, isPublicPath, publicPaths, routes } from './routes.ts';

describe('route map (§2)', () => {
  it('names the paths of the spec', () => {
    expect(routes.landing).toBe('/landing');
    expect(routes.notFound).toBe('/404');
    expect(routes.registration.weNeedToFindYou).toBe('/registration/we-need-to-find-you');
    expect(routes.accessManagementViewMember).toBe('/access-management/view-member');
  });

  it('every path is distinct', () => {
    const all = [...Object.values(routes).filter((v) => typeof v === 'string'), ...Object.values(routes.registration)];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('isPublicPath (§2, §4)', () => {
  it.each([
    '/',
    '/landing',
    '/login',
    '/login/existing-account',
    '/dce/home',
    '/registration/register',
    '/registration/password',
    '/registration/complete',
    '/messages',
    '/unauthorized',
    '/app-not-available',
    '/404',
    '/login/',
    '/registration/email?step=3',
    '/find-care',
    '/find-care?zip=68102&page=2',
    '/find-care/1000000042',
  ])('%s is open without sign-in', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(['/dashboard', '/benefits', '/profile', '/csr', '/paperless', '/dce/completed', '/landing-page', '/nowhere', '/find-careers'])(
    '%s needs sign-in',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );

  it('lists all seven registration steps', () => {
    expect(publicPaths.filter((p) => p.startsWith('/registration/'))).toHaveLength(7);
  });
});

describe('benefits tabs (§2)', () => {
  it('are the five tab values in order', () => {
    expect(benefitsTabs).toEqual(['dental', 'vision', 'lasik', 'member savings', 'hearing', 'contact us']);
  });

  it('builds a tab link the URL API reads back', () => {
    const url = new URL(benefitsTabPath('member savings'), 'http://localhost');
    expect(url.pathname).toBe('/benefits');
    expect(url.searchParams.get('tab')).toBe('member savings');
    expect(isBenefitsTab(url.searchParams.get('tab'))).toBe(true);
    expect(isBenefitsTab('claims')).toBe(false);
  });
});

describe('claimDetailPath', () => {
  it('puts the claim number in the path, encoded', async () => {
    const { claimDetailPath } = await import('./routes.ts');
    expect(claimDetailPath('D2026-0001')).toBe('/claims/D2026-0001');
    expect(claimDetailPath('a/b')).toBe('/claims/a%2Fb');
  });
});
