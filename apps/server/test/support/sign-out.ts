// Tests sign out as the sites do (§4): the provider's end-session page, whose
// form the browser submits, confirmed with its xsrf value.
import { expect } from 'vitest';
import type { Partner } from '@portal/core';
import type { TestBrowser } from './browser.ts';

export async function signOutThroughEndSession(browser: TestBrowser, partner: Partner, origin: string, idToken: string): Promise<void> {
  const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${origin}/landing`, client_id: `portal-${partner}` });
  const page = await browser.get(`${origin}/oidc/${partner}/session/end?${params}`);
  expect(page.statusCode, page.body).toBe(200);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(xsrf).toBeTruthy();
  const confirmed = await browser.postForm(`${origin}/oidc/${partner}/session/end/confirm`, { xsrf: xsrf!, logout: 'yes' });
  expect(confirmed.statusCode, confirmed.body).toBe(303);
  expect(confirmed.headers.location).toBe(`${origin}/landing`);
}
