import { afterEach, describe, expect, it } from 'vitest';
import { canHydrateOnInteraction } from './prerendered-page.ts';

function page({ prerendered = true, lang = 'en', search = '' } = {}): Document {
  if (prerendered) document.documentElement.setAttribute('data-prerendered', '');
  else document.documentElement.removeAttribute('data-prerendered');
  document.documentElement.lang = lang;
  window.history.replaceState(null, '', `/landing${search}`);
  return document;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('a prerendered page waits for an interaction, then hydrates', () => {
  it('when nobody is signed in and no other language is remembered', () => {
    expect(canHydrateOnInteraction(page(), sessionStorage, localStorage)).toBe(true);
    localStorage.setItem('language', 'es');
    expect(canHydrateOnInteraction(page({ lang: 'es', search: '?lng=es' }), sessionStorage, localStorage)).toBe(true);
  });

  it('not when the page was not prerendered', () => {
    expect(canHydrateOnInteraction(page({ prerendered: false }), sessionStorage, localStorage)).toBe(false);
  });

  it('not when a session is stored (oidc-client-ts keeps the user in sessionStorage)', () => {
    sessionStorage.setItem('oidc.user:http://localhost/oidc/alic:portal-alic', '{}');
    expect(canHydrateOnInteraction(page(), sessionStorage, localStorage)).toBe(false);
  });

  it('not when the member chose the other language', () => {
    localStorage.setItem('language', 'es');
    expect(canHydrateOnInteraction(page({ lang: 'en' }), sessionStorage, localStorage)).toBe(false);
  });

  it('not when the query asks for something the HTML was not rendered with', () => {
    expect(canHydrateOnInteraction(page({ search: '?as=member' }), sessionStorage, localStorage)).toBe(false);
  });
});
