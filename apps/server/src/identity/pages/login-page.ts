// The sign-in form: labelled email and password with
// autocomplete, the error announced (role="alert") and focused, the typed
// email kept, a link to switch language; links to the brand site's
// registration and to the forgotten-password help. No script needed
// for the password. Another way to sign in (the passkey button) comes in
// from its own folder as a section with its script files.
import type { Brand } from '../brands.ts';
import { texts, type Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page, type PageSection } from './html.ts';

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
  /** Another way to sign in, shown below the password form (the passkey button), with the script files it needs. */
  otherWay?: PageSection;
}

export function renderLoginPage({
  brand, language, action, switchLanguageHref, forgotPasswordHref, siteOrigin, email = '', error, errorMessage,
  otherWay = { html: '', scriptFiles: [] },
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
</form>${otherWay.html}
<p class="links">${escapeHtml(t.noAccount)} <a href="${escapeHtml(`${siteOrigin}/registration/register`)}">${escapeHtml(t.register)}</a></p>
<p class="links">
<a href="${escapeHtml(switchLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(texts[other].languageName)}</a>
<a href="${escapeHtml(`${siteOrigin}/landing`)}">${escapeHtml(t.backToSite(brand.name))}</a>
</p>`;
  return renderPage({ brand, language, title: t.signInTitle, body, scriptFiles: otherWay.scriptFiles, formTargets: [siteOrigin] });
}
