// Issue 8: the sign-in page's 'Forgot password?' link leads here. The reset
// flow arrives with the registration issue; until then this page says
// honestly how to reset a password today: by phone with Customer Connections.
// No form, nothing to fill in.
import type { Brand } from '../brands.ts';
import { formatPhone, hoursIn, type CustomerServiceLine } from '../customer-service.ts';
import { texts, type Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page } from './html.ts';

export interface ForgotPasswordPageInput {
  brand: Brand;
  language: Language;
  /** undefined when the partner has no Customer Connections line on file. */
  customerService: CustomerServiceLine | undefined;
  /** The sign-in page to go back to. */
  signInHref: string;
  /** This page in the other language. */
  switchLanguageHref: string;
  siteOrigin: string;
}

const telLink = (digits: string) => `<a href="tel:+1${escapeHtml(digits)}">${escapeHtml(formatPhone(digits))}</a>`;

export function renderForgotPasswordPage({
  brand, language, customerService, signInHref, switchLanguageHref, siteOrigin,
}: ForgotPasswordPageInput): Page {
  const t = texts[language];
  const other: Language = language === 'en' ? 'es' : 'en';
  const contact = customerService
    ? `<p>${escapeHtml(t.resetByPhone)}</p>
<dl>
<dt>${escapeHtml(customerService.departmentName)}</dt><dd>${telLink(customerService.phone)}</dd>
${customerService.ttyPhone ? `<dt>${escapeHtml(t.ttyPhone)}</dt><dd>${telLink(customerService.ttyPhone)}</dd>` : ''}
<dt>${escapeHtml(t.hours)}</dt><dd>${escapeHtml(hoursIn(language, customerService.hoursText))}</dd>
</dl>`
    : `<p>${escapeHtml(t.resetNoPhone)}</p>`;
  const body = `
<h1>${escapeHtml(t.resetTitle)}</h1>
<p>${escapeHtml(t.resetOffline(brand.name))}</p>
${contact}
<p class="links">
<a href="${escapeHtml(signInHref)}">${escapeHtml(t.backToSignIn)}</a>
<a href="${escapeHtml(switchLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(texts[other].languageName)}</a>
<a href="${escapeHtml(`${siteOrigin}/landing`)}">${escapeHtml(t.backToSite(brand.name))}</a>
</p>`;
  return renderPage({ brand, language, title: t.resetTitle, body, formTargets: [] });
}
