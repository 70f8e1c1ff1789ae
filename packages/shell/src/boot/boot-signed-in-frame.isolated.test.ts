import { fakeUser } from '@portal/auth/testing';
import type * as StoredMemberName from '@portal/auth/stored-member-name';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let finishExchange: () => void = () => undefined;
const startSignInCallback = vi.fn(() => new Promise<void>((resolve) => (finishExchange = resolve)));
vi.mock('@portal/auth/start-sign-in', () => ({ startSignInCallback, startSignIn: vi.fn(() => new Promise(() => {})) }));

const nameReads = vi.fn();
vi.mock('@portal/auth/stored-member-name', async (importOriginal) => {
  const { storedMemberName } = await importOriginal<typeof StoredMemberName>();
  return { storedMemberName: (...args: Parameters<typeof storedMemberName>) => nameReads(storedMemberName(...args)) ?? storedMemberName(...args) };
});

const { bootPortal } = await import('./boot-portal.ts');

const userKey = `oidc.user:${window.location.origin}/oidc/alic:portal-alic`;
const frameHtml = '<header>ALIC</header><main><h1><span data-member-name></span>\'s dashboard</h1><p role="status">Loading your policies…</p></main>';

const heading = (root: HTMLElement) => root.querySelector('h1')?.textContent ?? null;

/** What the frame's heading said when the boot asked for the app's code (the brand is its first chunk). */
let headingAtAppLoad: string | null | undefined;

function bootFrame(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = frameHtml;
  headingAtAppLoad = undefined;
  // The app never arrives in these tests: the frame is all there is.
  const loadBrand = () => {
    headingAtAppLoad = heading(root);
    return new Promise<never>(() => {});
  };
  bootPortal({ partner: 'alic', loadBrand, root });
  return root;
}

describe("the boot on a member route's signed-in frame", () => {
  beforeEach(() => {
    startSignInCallback.mockClear();
    document.documentElement.setAttribute('data-signed-in-frame', '');
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-signed-in-frame');
    sessionStorage.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('names the signed-in member in the heading before the app has loaded', async () => {
    sessionStorage.setItem(userKey, JSON.stringify(fakeUser({ name: 'MARIA MCALLISTER' })));
    const root = bootFrame('/dashboard');
    // The first test here pays for transforming the name reader's module: on a busy machine that can take over 1 s.
    await vi.waitFor(() => expect(heading(root)).toBe("Maria McAllister's dashboard"), { timeout: 5000 });
  });

  it("asks for the app's code only once the name is in the heading, on a reload and on the provider's answer", async () => {
    sessionStorage.setItem(userKey, JSON.stringify(fakeUser({ name: 'MARIA MCALLISTER' })));
    bootFrame('/claims');
    await vi.waitFor(() => expect(headingAtAppLoad).toBe("Maria McAllister's dashboard"));
    sessionStorage.clear();
    const answered = bootFrame('/dashboard?code=one-time&state=abc');
    await vi.waitFor(() => expect(startSignInCallback).toHaveBeenCalled());
    sessionStorage.setItem(userKey, JSON.stringify(fakeUser({ name: 'GRACE KIM' })));
    finishExchange();
    await vi.waitFor(() => expect(headingAtAppLoad).toBe("Grace Kim's dashboard"));
    expect(heading(answered)).toBe("Grace Kim's dashboard");
  });

  it("names them on the provider's answer once the code exchange has stored the user", async () => {
    const root = bootFrame('/dashboard?code=one-time&state=abc');
    await vi.waitFor(() => expect(startSignInCallback).toHaveBeenCalled());
    expect(heading(root)).toBe("'s dashboard"); // the empty slot keeps the heading hidden (prerender/signed-in-frame.ts)
    sessionStorage.setItem(userKey, JSON.stringify(fakeUser({ name: 'GRACE KIM' })));
    finishExchange();
    await vi.waitFor(() => expect(heading(root)).toBe("Grace Kim's dashboard"));
  });

  it("leaves the app's page alone when the exchange ends after the app's first render", async () => {
    const root = bootFrame('/dashboard?code=one-time&state=abc');
    await vi.waitFor(() => expect(startSignInCallback).toHaveBeenCalled());
    const app = document.createElement('main');
    app.textContent = 'SPDC Search';
    root.replaceChildren(app); // what React's first render does to the frame
    sessionStorage.setItem(userKey, JSON.stringify(fakeUser({ roles: ['csr'] })));
    nameReads.mockClear();
    finishExchange();
    await vi.waitFor(() => expect(nameReads).toHaveBeenCalledWith(null)); // read, and no one to name: a CSR
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.textContent).toBe('SPDC Search');
  });

  it.each([
    ['a CSR', () => sessionStorage.setItem(userKey, JSON.stringify(fakeUser({ roles: ['csr'] })))],
    ['a member whose remembered language is not the frame\'s', () => {
      sessionStorage.setItem(userKey, JSON.stringify(fakeUser()));
      localStorage.setItem('language', 'es');
    }],
  ])('shows the loading status instead of the frame to %s', async (_who, arrange) => {
    arrange();
    const root = bootFrame('/claims');
    await vi.waitFor(() => expect(root.querySelector('h1')).toBeNull());
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading… / Cargando…');
  });
});
