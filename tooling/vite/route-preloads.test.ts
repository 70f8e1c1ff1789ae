import { describe, expect, it } from 'vitest';
import { routeChunks, routePreloadsMeta } from './route-preloads.js';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false, moduleIds: string[] = []) => ({
  type: 'chunk', fileName, facadeModuleId, imports, isEntry, moduleIds,
});

describe('the signed-in pages’ chunks named in index.html', () => {
  it('names each page’s chunk, the query layer’s and their static imports, not the other pages’ nor the entry’s', () => {
    const bundle = {
      'assets/member.js': chunk('assets/member.js', '/repo/packages/member/src/index.ts', ['assets/shared.js']),
      'assets/shared.js': chunk('assets/shared.js', null, ['assets/vendor.js']),
      'assets/vendor.js': chunk('assets/vendor.js', null, ['assets/helper.js']),
      'assets/helper.js': chunk('assets/helper.js', null),
      'assets/index.js': chunk('assets/index.js', '/repo/apps/alic/index.html', ['assets/helper.js'], true),
      'assets/claims.js': chunk('assets/claims.js', '/repo/packages/claims/src/pages/ClaimsPage.tsx', ['assets/shared.js']),
      'assets/query.js': chunk('assets/query.js', '/repo/packages/shell/src/query/QueryLayer.tsx', ['assets/vendor.js']),
      'assets/other.js': chunk('assets/other.js', '/repo/packages/registration/src/index.ts'),
      'logo.svg': { type: 'asset', fileName: 'logo.svg' },
    };
    const chunks = routeChunks(bundle);
    expect(chunks['/dashboard']?.sort()).toEqual(['/assets/member.js', '/assets/query.js', '/assets/shared.js', '/assets/vendor.js']);
    expect(chunks['/claims']?.sort()).toEqual(['/assets/claims.js', '/assets/query.js', '/assets/shared.js', '/assets/vendor.js']);
    expect(chunks['/claims/:claimNumber']).toBeUndefined(); // not in this build
    expect(routePreloadsMeta({ '/claims': ['/assets/claims.js', '/assets/query.js'] })).toBe(
      '<meta name="portal-route-chunks" content="/claims=/assets/claims.js,/assets/query.js">',
    );
  });

  it('finds a page the bundler merged into a chunk of several modules, which has no facade', () => {
    const bundle = {
      'assets/BenefitsPage.js': chunk('assets/BenefitsPage.js', null, ['assets/vendor.js'], false, ['/repo/packages/benefits/src/tabs/tabs.ts', '/repo/packages/benefits/src/pages/BenefitsPage.tsx']),
      'assets/vendor.js': chunk('assets/vendor.js', null),
    };
    expect(routeChunks(bundle)['/benefits']?.sort()).toEqual(['/assets/BenefitsPage.js', '/assets/vendor.js']);
  });
});
