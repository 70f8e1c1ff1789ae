// While rendering, the shell reads window.location.origin (the OIDC settings)
// and oidc-client-ts keeps its store on window.sessionStorage. A build has no
// browser: for the length of one render, a stand-in with the page's address
// and an empty session storage (the page is rendered signed out).

function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Installs the stand-in when there is no window; the returned function removes it again. */
export function installBuildWindow(url: string): () => void {
  const scope = globalThis as { window?: unknown };
  if (scope.window !== undefined) return () => undefined;
  scope.window = { location: new URL(url), sessionStorage: emptyStorage() };
  return () => {
    delete scope.window;
  };
}
