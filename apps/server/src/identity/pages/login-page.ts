// The sign-in form: labelled email and password with
// autocomplete, the error announced (role="alert") and focused, the typed
// email kept, a link to switch language; links to the brand site's
// registration and to the forgotten-password help. No script needed
// for the password; the "Sign in with a passkey" button stays
// hidden until its script file finds WebAuthn in the browser.
import type { Brand } from '../brands.ts';
import { passkeyScriptFiles } from '../passkeys/sign-in-script.ts';
import { passkeyTexts } from '../passkeys/passkey-texts.ts';
import { texts, type Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page } from './html.ts';

export interface LoginPageInput {
  brand: Brand;
  language: Language;
  /** Where the form posts. */
  action: string;
  /** This page in the other language. */
  switchLanguageHref: string;
  /** The forgotten-password help page, in this language. */
  forgotPasswordHref: string;
  siteOrigin: string;
  email?: string;
  error?: 'incorrect' | 'missingFields';
  /** A message of its own instead of `error`'s, e.g. the throttle's "Too many attempts…". */
  errorMessage?: string;
  /** Where the passkey sign-in posts; by default the form's action with /passkey for /login. */
  passkeyAction?: string;
}

/** The passkey button and its form: hidden, shown by the script when the browser can use passkeys. */
function passkeySection(action: string, language: Language): string {
  const p = passkeyTexts[language];
  return `
<form id="passkey-form" class="passkey" method="post" action="${escapeHtml(action)}" hidden
 data-options="${escapeHtml(`${action}/options`)}" data-waiting="${escapeHtml(p.signingIn)}" data-failed="${escapeHtml(p.signInFailed)}" data-cancelled="${escapeHtml(p.cancelled)}">
<p class="or">${escapeHtml(p.orPassword)}</p>
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="response" value="">
<div id="passkey-error" class="alert" role="alert" tabindex="-1" hidden></div>
<button id="passkey-button" class="secondary" type="button">${escapeHtml(p.signInWithPasskey)}</button>
</form>`;
}

export function renderLoginPage({
  brand, language, action, switchLanguageHref, forgotPasswordHref, siteOrigin, email = '', error, errorMessage,
  passkeyAction = action.replace(/\/login$/, '/passkey'),
}: LoginPageInput): Page {
  const t = texts[language];
  const other: Language = language === 'en' ? 'es' : 'en';
  const alert = errorMessage ?? (error ? t[error] : undefined);
  const invalid = alert ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const body = `
<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro(brand.name))}</p>
${alert ? `<div id="signin-error" class="alert" role="alert" tabindex="-1" autofocus>${escapeHtml(alert)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="lang" value="${language}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(email)}"${invalid}${alert ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${invalid}>
<p class="forgot"><a href="${escapeHtml(forgotPasswordHref)}">${escapeHtml(t.forgotPassword)}</a></p>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>${passkeySection(passkeyAction, language)}
<p class="links">${escapeHtml(t.noAccount)} <a href="${escapeHtml(`${siteOrigin}/registration/register`)}">${escapeHtml(t.register)}</a></p>
<p class="links">
<a href="${escapeHtml(switchLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(texts[other].languageName)}</a>
<a href="${escapeHtml(`${siteOrigin}/landing`)}">${escapeHtml(t.backToSite(brand.name))}</a>
</p>`;
  return renderPage({ brand, language, title: t.signInTitle, body, scriptFiles: passkeyScriptFiles, formTargets: [siteOrigin] });
}
