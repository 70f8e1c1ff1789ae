import { describe, expect, it } from 'vitest';
import { mergeRun, renderBlock, replaceBlock, runsIn } from './doc-block.mjs';

const row = (overrides = {}) => ({
  brand: 'alic', path: '/landing', formFactor: 'mobile', finalPath: '/landing', runtimeError: null,
  performance: 70, accessibility: 100, bestPractices: 96, fcpMs: 1200, lcpMs: 2500, tbtMs: 150, cls: 0.01,
  scriptBytes: 200 * 1024, requests: 12, benchmarkIndex: 1500, load1: [3.2, 3.4], ...overrides,
});
const run = (label, rows) => ({
  label, date: '2026-11-25 10:00 UTC', commit: 'abc1234', dirty: false, machine: '2 cores', chromium: '156', lighthouse: '12.8.2', node: 'v20', loadStart: 3, loadEnd: 4, rows,
});
const doc = (block) => `# Performance\n\n<!-- lighthouse:start -->\n${block}\n<!-- lighthouse:end -->\n\n### Bundle size\n<!-- size:start -->\nkept\n<!-- size:end -->\n`;

describe("the performance doc's Lighthouse block", () => {
  it('keeps the before run when a later run is written, and compares the two', () => {
    const first = doc(renderBlock(mergeRun([], run('before', [row({ performance: 55, scriptBytes: 600 * 1024 })]))));
    const second = replaceBlock(first, renderBlock(mergeRun(runsIn(first), run('after', [row()]))));

    expect(runsIn(second).map((r) => r.label)).toEqual(['before', 'after']);
    expect(second).toContain('| alic | /landing | mobile | signed out | 55 → 70 | 100 → 100 | 96 → 96 | 2,500 → 2,500 | 150 → 150 | 0.010 → 0.010 | 600.0 → 200.0 | 12 → 12 |');
    expect(second).toContain('<!-- size:start -->\nkept\n<!-- size:end -->');
  });

  it('replaces a run with the same label instead of adding a second', () => {
    const first = doc(renderBlock(mergeRun([], run('after', [row({ performance: 40 })]))));
    const second = replaceBlock(first, renderBlock(mergeRun(runsIn(first), run('after', [row({ performance: 80 })]))));

    expect(runsIn(second)).toHaveLength(1);
    expect(runsIn(second)[0].rows[0].performance).toBe(80);
  });

  it("shows a page that could not be measured, one that ended elsewhere and why a score is missing, in its row", () => {
    const block = renderBlock([run('after', [row({ path: '/dashboard', runtimeError: 'sign-in failed: no | form' }), row({ path: '/dashboard', formFactor: 'desktop', finalPath: '/login' }), row({ performance: null, performanceError: 'SPEEDINDEX_OF_ZERO' })])]);

    expect(block).toContain('| alic | /dashboard | mobile | reload | sign-in failed: no / form |');
    expect(block).toContain('| alic | /dashboard (ended at /login) | desktop | reload | 70 |');
    expect(block).toContain('| alic | /landing | mobile | signed out | — (SPEEDINDEX_OF_ZERO) | 100 |');
  });

  it('keeps a cold open apart from a reload of the same page, and a claim opened from the list is not "ended elsewhere"', () => {
    const before = run('before', [row({ path: '/dashboard', lcpMs: 4800 }), row({ path: '/dashboard', way: 'cold', lcpMs: 7000 })]);
    const after = run('after', [row({ path: '/dashboard', way: 'reload', lcpMs: 2000 }), row({ path: '/dashboard', way: 'cold', lcpMs: 2900 }), row({ path: '/claims/first', way: 'cold', finalPath: '/claims/A1' })]);
    const block = renderBlock(mergeRun([before], after));

    expect(block).toContain('| alic | /dashboard | mobile | reload | 70 → 70 | 100 → 100 | 96 → 96 | 4,800 → 2,000 |');
    expect(block).toContain('| alic | /dashboard | mobile | cold | 70 → 70 | 100 → 100 | 96 → 96 | 7,000 → 2,900 |');
    expect(block).toContain('| alic | /claims/first | mobile | cold | 70 |');
  });
});
