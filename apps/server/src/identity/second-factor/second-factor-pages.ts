// The sign-in's second step: the code prompt, a CSR's
// authenticator enrollment and the recovery codes shown once. No script.
import type { Brand } from '../brands.ts';
import { secondFactorTexts } from './second-factor-texts.ts';
import type { Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page } from '../pages/html.ts';

interface CommonInput {
  brand: Brand;
  language: Language;
  /** Where the form posts. */
  action: string;
  /** The brand site: after the last form the provider redirects there (CSP form-action covers redirects). */
  siteOrigin: string;
}

function alertOf(message: string | undefined): string {
  return message ? `<div id="code-error" class="alert" role="alert" tabindex="-1" autofocus>${escapeHtml(message)}</div>` : '';
}

function codeField(language: Language, label: string, hint: string | undefined, error: string | undefined): string {
  const describedBy = [hint ? 'code-hint' : '', error ? 'code-error' : ''].filter(Boolean).join(' ');
  return `<label for="code">${escapeHtml(label)}</label>
${hint ? `<p id="code-hint">${escapeHtml(hint)}</p>` : ''}
<input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" required maxlength="20"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ' autofocus'}>
<input type="hidden" name="lang" value="${language}">`;
}

export function renderSecondFactorCodePage({ brand, language, action, siteOrigin, error }: CommonInput & { error?: string }): Page {
  const t = secondFactorTexts[language];
  const body = `
<h1>${escapeHtml(t.codeTitle)}</h1>
<p>${escapeHtml(t.codeIntro)}</p>
${alertOf(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${codeField(language, t.code, t.codeHint, error)}
<button type="submit">${escapeHtml(t.verify)}</button>
</form>`;
  return renderPage({ brand, language, title: t.codeTitle, body, formTargets: [siteOrigin] });
}

export function renderAuthenticatorEnrollPage({
  brand, language, action, siteOrigin, secret, qrSvg, error, passkeyHref,
}: CommonInput & {
  secret: string;
  qrSvg: string;
  error?: string;
  /** A CSR with a passkey may go back and sign in with it instead (the sign-in page's passkey button). */
  passkeyHref?: string;
}): Page {
  const t = secondFactorTexts[language];
  const labelledQr = qrSvg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(t.qrLabel)}" width="200" height="200" `);
  const groupedSecret = secret.replace(/(.{4})/g, '$1 ').trim();
  const body = `
<h1>${escapeHtml(t.enrollTitle)}</h1>
<p>${escapeHtml(t.enrollIntro)}</p>
${passkeyHref ? `<p>${escapeHtml(t.passkeyInstead)} <a href="${escapeHtml(passkeyHref)}">${escapeHtml(t.usePasskey)}</a></p>` : ''}
${alertOf(error)}
<p>${escapeHtml(t.enrollScan)}</p>
<p class="qr">${labelledQr}</p>
<p>${escapeHtml(t.enrollManual)} <code id="secret">${escapeHtml(groupedSecret)}</code></p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${codeField(language, t.enrollCode, undefined, error)}
<button type="submit">${escapeHtml(t.verify)}</button>
</form>`;
  return renderPage({ brand, language, title: t.enrollTitle, body, formTargets: [siteOrigin] });
}

export function renderRecoveryCodesPage({ brand, language, action, siteOrigin, codes }: CommonInput & { codes: readonly string[] }): Page {
  const t = secondFactorTexts[language];
  const body = `
<h1 tabindex="-1" autofocus>${escapeHtml(t.recoveryTitle)}</h1>
<p>${escapeHtml(t.recoveryIntro)}</p>
<ul id="recovery-codes">
${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('\n')}
</ul>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${language}">
<button type="submit">${escapeHtml(t.recoverySaved)}</button>
</form>`;
  return renderPage({ brand, language, title: t.recoveryTitle, body, formTargets: [siteOrigin] });
}
