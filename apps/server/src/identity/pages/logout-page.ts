// RP-initiated sign-out (§4 sign-out: close the identity session): the
// provider's confirmation form is submitted automatically, so the member goes
// straight back to the site's /landing. Without script, one button does it.
import type { Brand } from '../brands.ts';
import { texts, type Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page } from './html.ts';

const autoSubmit = "document.getElementById('op.logoutForm').submit();";

export function renderLogoutPage({
  brand, language, providerForm, siteOrigin,
}: {
  brand: Brand;
  language: Language;
  /** oidc-provider's form `op.logoutForm` (action and xsrf token). */
  providerForm: string;
  siteOrigin: string;
}): Page {
  const t = texts[language];
  const body = `
<h1>${escapeHtml(t.signingOutTitle)}</h1>
<p role="status">${escapeHtml(t.signingOut)}</p>
${providerForm}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm">${escapeHtml(t.signOut)}</button>`;
  return renderPage({ brand, language, title: t.signingOutTitle, body, script: autoSubmit, formTargets: [siteOrigin] });
}
