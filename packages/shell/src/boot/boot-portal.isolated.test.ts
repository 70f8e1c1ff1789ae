// What the boot code starts, and when: on a page rendered by the app (no
// prerendered copy), the Web Vitals reporter waits for the app's first render.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../brand/brand-config.ts';
import { bootPortal } from './boot-portal.ts';

const app = vi.hoisted(() => {
  const state = { rendered: () => {} };
  return Object.assign(state, { mountPortal: vi.fn(() => new Promise<void>((resolve) => (state.rendered = resolve))), hydratePortal: vi.fn() });
});
vi.mock('../mount-portal.tsx', () => ({ mountPortal: app.mountPortal, hydratePortal: app.hydratePortal }));
const vitals = vi.hoisted(() => ({ startWebVitals: vi.fn() }));
vi.mock('../vitals/start-web-vitals.ts', () => vitals);

const brand = { partner: 'alic' } as BrandConfig;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.clearAllMocks();
});

describe('bootPortal on a page the app renders', () => {
  it('loads the Web Vitals reporter only once the app has rendered', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    bootPortal({ partner: 'alic', loadBrand: async () => brand, root });

    await vi.waitFor(() => expect(app.mountPortal).toHaveBeenCalledWith(brand, root, expect.objectContaining({ signedIn: false })));
    await settle();
    expect(vitals.startWebVitals).not.toHaveBeenCalled();

    app.rendered();
    await vi.waitFor(() => expect(vitals.startWebVitals).toHaveBeenCalledWith('alic'));
  });

  it('on a reload with a session stored, asks for the page’s chunks before the app has arrived', async () => {
    window.history.replaceState(null, '', '/dashboard');
    sessionStorage.setItem('oidc.user:http://localhost/oidc/alic:portal-alic', '{}');
    const meta = document.createElement('meta');
    meta.name = 'portal-route-chunks';
    meta.content = '/dashboard=/assets/member.js;/claims=/assets/claims.js';
    document.head.append(meta);
    const root = document.createElement('div');
    document.body.append(root);
    bootPortal({ partner: 'alic', loadBrand: () => new Promise<BrandConfig>(() => {}), root });

    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/member.js']));
    expect(app.mountPortal).not.toHaveBeenCalled();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
});
