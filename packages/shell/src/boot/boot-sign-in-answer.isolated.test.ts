import { afterEach, describe, expect, it, vi } from 'vitest';

const startSignInCallback = vi.fn();
vi.mock('@portal/auth/start-sign-in', () => ({ startSignInCallback, startSignIn: vi.fn() }));

const { bootPortal } = await import('./boot-portal.ts');

describe("the boot on the provider's sign-in answer", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts the code exchange while the app is still downloading', async () => {
    window.history.replaceState(null, '', '/dashboard?code=one-time&state=abc');
    const root = document.createElement('div');
    // The app never arrives in this test: the exchange must not wait for it.
    bootPortal({ partner: 'rsl', loadBrand: () => new Promise(() => {}), root });
    await vi.waitFor(() => expect(startSignInCallback).toHaveBeenCalledTimes(1));
    expect(startSignInCallback.mock.calls[0]![0]).toMatchObject({ partner: 'rsl', origin: window.location.origin });
  });

  it('asks for the app and its texts once the exchange is over, successful or not, with the chunks of the page the member opened', async () => {
    startSignInCallback.mockClear();
    document.head.replaceChildren(); // the first test's answer has loaded the app and its texts
    let finish: (value?: unknown) => void = () => {};
    startSignInCallback.mockReturnValueOnce(new Promise((resolve, reject) => (finish = reject)));
    window.history.replaceState(null, '', '/dashboard?code=one-time&state=s2%3B%2Fclaims%2F_');
    localStorage.setItem('oidc.s2', JSON.stringify({ id: 's2', data: { returnTo: '/claims/12345' } }));
    const meta = document.createElement('meta');
    meta.name = 'portal-route-chunks';
    meta.content = '/dashboard=/assets/member.js;/claims/:claimNumber=/assets/claim.js';
    document.head.append(meta);
    const loadBrand = vi.fn(() => new Promise<never>(() => {}));
    bootPortal({ partner: 'rsl', loadBrand, root: document.createElement('div') });
    await vi.waitFor(() => expect(startSignInCallback).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const texts = () => [...document.head.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href'));
    expect(loadBrand).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(texts()).toEqual([]); // the exchange has the connection to itself

    finish(new Error('the provider refused the code'));
    await vi.waitFor(() => expect(loadBrand).toHaveBeenCalledTimes(1));
    expect(preloads()).toEqual(['/assets/claim.js']);
    expect(texts()).toEqual(['/locales/en.json']);
    localStorage.clear();
    document.head.replaceChildren();
  });

  it('starts none on another page', async () => {
    startSignInCallback.mockClear();
    window.history.replaceState(null, '', '/landing');
    bootPortal({ partner: 'rsl', loadBrand: () => new Promise(() => {}), root: document.createElement('div') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startSignInCallback).not.toHaveBeenCalled();
  });
});
