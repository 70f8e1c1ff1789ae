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

  it('starts none on another page', async () => {
    startSignInCallback.mockClear();
    window.history.replaceState(null, '', '/landing');
    bootPortal({ partner: 'rsl', loadBrand: () => new Promise(() => {}), root: document.createElement('div') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startSignInCallback).not.toHaveBeenCalled();
  });
});
