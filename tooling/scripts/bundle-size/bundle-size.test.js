// `pnpm size` against a fixture dist: the figures follow the manifest's
// static imports, and a brand over budget makes the script exit 1.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBrand } from './measure.mjs';

const script = join(import.meta.dirname, '..', 'bundle-size.mjs');
let apps;

/** Random bytes do not compress: a file of n KiB is about n KiB gzip too. */
const incompressible = (kib) => randomBytes(kib * 1024);

function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A built brand: entry → vendor (static), entry ⇢ app (the boot's import at once) ⇢ page (lazy), a prerendered /landing naming boot only. */
function fixtureBrand(brand, { entryKiB, vendorKiB, appKiB = 10, pageKiB = 5, bootKiB = 2, vitalsKiB = 1, dashboardKiB = 3, queriesKiB = 2, headerKiB = 1, withDashboard = true }) {
  const dist = join(apps, brand, 'dist');
  write(join(dist, 'index.html'), '<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">');
  write(join(dist, 'prerendered', 'en', 'landing', 'index.html'), '<h1>Welcome</h1><script type="module" src="/assets/boot-c.js"></script>');
  write(join(dist, 'assets', 'index-a.js'), incompressible(entryKiB));
  write(join(dist, 'assets', 'vendor-b.js'), incompressible(vendorKiB));
  write(join(dist, 'assets', 'page-d.js'), incompressible(pageKiB));
  write(join(dist, 'assets', 'boot-c.js'), incompressible(bootKiB));
  write(join(dist, 'assets', 'vitals-e.js'), incompressible(vitalsKiB));
  write(join(dist, 'assets', 'app-f.js'), incompressible(appKiB));
  write(join(dist, 'assets', 'dashboard-g.js'), incompressible(dashboardKiB));
  write(join(dist, 'assets', 'claims-h.js'), incompressible(1));
  write(join(dist, 'assets', 'queries-i.js'), incompressible(queriesKiB));
  write(join(dist, 'assets', 'header-j.js'), incompressible(headerKiB));
  write(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor-b.js'], dynamicImports: ['../../packages/shell/src/mount-portal.tsx'] },
      '../../packages/shell/src/mount-portal.tsx': { file: 'assets/app-f.js', isDynamicEntry: true, imports: ['_vendor-b.js'], dynamicImports: ['src/Page.tsx'] },
      '_vendor-b.js': { file: 'assets/vendor-b.js' },
      'src/Page.tsx': { file: 'assets/page-d.js', isDynamicEntry: true, imports: ['_vendor-b.js'] },
      'boot.ts': { file: 'assets/boot-c.js', isEntry: true, dynamicImports: ['../../packages/shell/src/vitals/start-web-vitals.ts'] },
      '../../packages/shell/src/vitals/start-web-vitals.ts': { file: 'assets/vitals-e.js', isDynamicEntry: true },
      ...(withDashboard ? { '../../packages/member/src/index.ts': { file: 'assets/dashboard-g.js', isDynamicEntry: true, imports: ['_vendor-b.js'] } } : {}),
      '../../packages/claims/src/pages/ClaimsPage.tsx': { file: 'assets/claims-h.js', isDynamicEntry: true },
      '../../packages/claims/src/pages/ClaimDetailPage.tsx': { file: 'assets/claims-h.js', isDynamicEntry: true },
      '../../packages/shell/src/query/QueryLayer.tsx': { file: 'assets/queries-i.js', isDynamicEntry: true },
      '../../packages/shell/src/layout/signed-in-parts.tsx': { file: 'assets/header-j.js', isDynamicEntry: true },
      '../../packages/shell/src/layout/MenuBenefitTabs.tsx': { file: 'assets/header-j.js', isDynamicEntry: true },
    }),
  );
}

function runSize(...args) {
  return spawnSync(process.execPath, [script, '--apps', apps, ...args], { encoding: 'utf8' });
}

afterEach(() => rmSync(apps, { recursive: true, force: true }));

describe('pnpm size', () => {
  it('counts a page’s scripts, their static imports and the app the SPA boots, the vitals reporter only after a prerendered page’s load, and no lazy chunk', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    fixtureBrand('alic', { entryKiB: 20, vendorKiB: 30, appKiB: 10, pageKiB: 50 });
    const { landing, spa, largestLazy } = measureBrand(join(apps, 'alic', 'dist'));
    expect(landing).toMatchObject({ files: 2, prerendered: true, withVitals: true });
    expect(spa.files).toBe(3); // index, vendor, app: the reporter waits for the app's first render
    expect(spa.gzip / 1024).toBeGreaterThan(60);
    expect(spa.gzip / 1024).toBeLessThan(62);
    expect(largestLazy.file).toBe('assets/page-d.js');
  });

  it('passes within budget and writes the table between the doc’s markers only with --write', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    fixtureBrand('alic', { entryKiB: 20, vendorKiB: 30 });
    const doc = join(apps, 'performance.md');
    writeFileSync(doc, 'before\n<!-- size:start -->\nold\n<!-- size:end -->\nafter\n');
    expect(runSize('--brands', 'alic', '--doc', doc).status).toBe(0);
    expect(readFileSync(doc, 'utf8')).toContain('old');
    const written = runSize('--brands', 'alic', '--doc', doc, '--write');
    expect(written.status).toBe(0);
    const text = readFileSync(doc, 'utf8');
    expect(text).toMatch(/^before\n<!-- size:start -->\nMeasured .*\n[\s\S]*\| alic \| [\d.]+ \(2 files\)[\s\S]*<!-- size:end -->\nafter\n$/);
    expect(text).not.toContain('old');
  });

  it('exits 1 when a brand’s /landing is over budget', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    fixtureBrand('alic', { entryKiB: 20, vendorKiB: 30 });
    fixtureBrand('rsl', { entryKiB: 20, vendorKiB: 30, bootKiB: 95 });
    const result = runSize('--brands', 'alic,rsl');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/rsl: \/landing [\d.]+ KiB > 90 KiB/);
    expect(result.stderr).not.toMatch(/alic:/);
  });

  it('exits 1 when the SPA’s initial JS is over budget, counting statically imported chunks', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    fixtureBrand('standard', { entryKiB: 20, vendorKiB: 200 });
    const result = runSize('--brands', 'standard');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/standard: SPA initial [\d.]+ KiB > \d+ KiB/);
  });

  it('counts what a signed-in page loads before its first render: the SPA, the page and the query layer, not the header parts', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    fixtureBrand('alic', { entryKiB: 20, vendorKiB: 30, appKiB: 10, dashboardKiB: 15, queriesKiB: 5, headerKiB: 7 });
    const { spa, signedIn } = measureBrand(join(apps, 'alic', 'dist'));
    expect(signedIn['/dashboard'].files).toBe(spa.files + 2);
    expect((signedIn['/dashboard'].gzip - spa.gzip) / 1024).toBeGreaterThan(19.9);
    expect((signedIn['/dashboard'].gzip - spa.gzip) / 1024).toBeLessThan(21);
  });

  it('exits 1 when a signed-in page is over budget, or its module is missing from the build', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    fixtureBrand('alic', { entryKiB: 20, vendorKiB: 30, dashboardKiB: 150 });
    fixtureBrand('rsl', { entryKiB: 20, vendorKiB: 30, withDashboard: false });
    const result = runSize('--brands', 'alic,rsl');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/alic: \/dashboard before its first render [\d.]+ KiB > \d+ KiB/);
    expect(result.stderr).not.toMatch(/alic: \/claims/);
    expect(result.stderr).toMatch(/rsl: \/dashboard: packages\/member\/src\/index.ts not in the build's manifest/);
  });

  it('exits 1 when a brand is not built', () => {
    apps = mkdtempSync(join(tmpdir(), 'size-'));
    expect(runSize('--brands', 'alic').status).toBe(1);
  });
});
