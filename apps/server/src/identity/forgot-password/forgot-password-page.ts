// Forgot password, page 1 (the sign-in page's 'Forgot password?' leads here):
// the sign-in email, labelled, with autocomplete; an error announced and
// focused; for someone who cannot use that email, the partner's Customer
// Connections line. No script.
import type { Brand } from '../brands.ts';
import { formatPhone, hoursIn, type CustomerServiceLine } from './customer-service.ts';
import { forgotPasswordTexts } from './forgot-password-texts.ts';
import { texts, type Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page } from '../pages/html.ts';

export interface ForgotPasswordPageInput {
  brand: Brand;
  language: Language;
  /** Where the form posts. */
  action: string;
  /** The pending sign-in to return to, carried along in the form. */
  interaction: string | undefined;
  /** undefined when the partner has no Customer Connections line on file. */
  customerService: CustomerServiceLine | undefined;
  signInHref: string;
  switchLanguageHref: string;
  email?: string;
  error?: 'emailInvalid';
}

export function hiddenField(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

const telLink = (digits: string) => `<a href="tel:+1${escapeHtml(digits)}">${escapeHtml(formatPhone(digits))}</a>`;

function phoneHelp(language: Language, customerService: CustomerServiceLine | undefined): string {
  const t = forgotPasswordTexts[language];
  if (!customerService) return `<p>${escapeHtml(t.helpNoPhone)}</p>`;
  return `<p>${escapeHtml(t.helpByPhone)}</p>
<dl>
<dt>${escapeHtml(customerService.departmentName)}</dt><dd>${telLink(customerService.phone)}</dd>
${customerService.ttyPhone ? `<dt>${escapeHtml(texts[language].ttyPhone)}</dt><dd>${telLink(customerService.ttyPhone)}</dd>` : ''}
<dt>${escapeHtml(texts[language].hours)}</dt><dd>${escapeHtml(hoursIn(language, customerService.hoursText))}</dd>
</dl>`;
}

export function renderForgotPasswordPage({
  brand, language, action, interaction, customerService, signInHref, switchLanguageHref, email = '', error,
}: ForgotPasswordPageInput): Page {
  const t = forgotPasswordTexts[language];
  const other: Language = language === 'en' ? 'es' : 'en';
  const invalid = error ? ' aria-invalid="true" aria-describedby="reset-error"' : ' autofocus';
  const body = `
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.emailIntro)}</p>
${error ? `<div id="reset-error" class="alert" role="alert" tabindex="-1" autofocus>${escapeHtml(t[error])}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
${hiddenField('lang', language)}
${hiddenField('interaction', interaction)}
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(email)}"${invalid}>
<button type="submit">${escapeHtml(t.sendCode)}</button>
</form>
${phoneHelp(language, customerService)}
<p class="links">
<a href="${escapeHtml(signInHref)}">${escapeHtml(t.backToSignIn)}</a>
<a href="${escapeHtml(switchLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(texts[other].languageName)}</a>
</p>`;
  return renderPage({ brand, language, title: t.title, body, formTargets: [] });
}
