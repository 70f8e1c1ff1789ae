import { describe, expect, it } from 'vitest';
import { memberNameChunks, routeChunks, routePreloadsMeta, signedInPreloadLinks } from './route-preloads.js';

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

  it('names the member name reader’s chunk and its imports for the HTML of signed-in pages, not the entry’s', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', '/repo/apps/alic/index.html', ['assets/helper.js'], true),
      'assets/helper.js': chunk('assets/helper.js', null),
      'assets/stored-member.js': chunk('assets/stored-member.js', '/repo/packages/auth/src/oidc/stored-member-name.ts', ['assets/jwt.js', 'assets/helper.js']),
      'assets/jwt.js': chunk('assets/jwt.js', null),
      'assets/member.js': chunk('assets/member.js', '/repo/packages/member/src/index.ts', ['assets/jwt.js']),
    };
    expect(memberNameChunks(bundle).sort()).toEqual(['/assets/jwt.js', '/assets/stored-member.js']);
    expect(signedInPreloadLinks(['/assets/stored-member.js'])).toBe('<link rel="modulepreload" crossorigin href="/assets/stored-member.js" data-signed-in-only>');
    expect(memberNameChunks({ 'assets/index.js': bundle['assets/index.js'] })).toEqual([]);
  });
});
