// What a reload of a signed-in page waits for before its first render: the
// page's code and the query layer, not the header's signed-in parts (they load
// when the first render shows them).
import { describe, expect, it, vi } from 'vitest';
import { preloadSignedInPage } from './preload-route.ts';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../layout/signed-in-parts.tsx', () => {
  loaded.add('header parts');
  return {};
});
vi.mock('../layout/MenuBenefitTabs.tsx', () => {
  loaded.add('menu benefit tabs');
  return {};
});
vi.mock('../query/QueryLayer.tsx', () => {
  loaded.add('query layer');
  return { default: () => null };
});
vi.mock('@portal/member', () => {
  loaded.add('dashboard');
  return { DashboardPage: () => null };
});

describe('preloadSignedInPage', () => {
  it("loads the dashboard's code and the query layer, and not the header's signed-in parts", async () => {
    await preloadSignedInPage('/dashboard');
    expect([...loaded].sort()).toEqual(['dashboard', 'query layer']);
  });
});
