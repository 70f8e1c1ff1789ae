// §4: a 401 saves the current path and query in cookie savedPath (600 s life)
// and sends the user to /login; after sign-in the saved path is restored.
import { routes, savedPathCookieSeconds } from '@portal/core';

const cookieName = 'savedPath';

export function savePathForAfterSignIn(pathAndQuery: string, doc: Document = document): void {
  doc.cookie = `${cookieName}=${encodeURIComponent(pathAndQuery)}; max-age=${savedPathCookieSeconds}; path=/; samesite=strict`;
}

/** Reads and clears the saved path; only same-site paths are honoured. */
export function takeSavedPath(doc: Document = document): string | undefined {
  const entry = doc.cookie.split('; ').find((c) => c.startsWith(`${cookieName}=`));
  if (!entry) return undefined;
  doc.cookie = `${cookieName}=; max-age=0; path=/; samesite=strict`;
  const path = decodeURIComponent(entry.slice(cookieName.length + 1));
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export function redirectToLoginSavingPath(win: Window = window): void {
  savePathForAfterSignIn(win.location.pathname + win.location.search, win.document);
  win.location.assign(routes.login);
}
