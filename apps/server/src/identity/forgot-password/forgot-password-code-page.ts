// Forgot password, page 2: "if an account exists we sent a
// code", then the code and the new password twice; refused rules listed, the
// §8 wrong-code text, and a second form that resends the code. The reset's
// signed reference rides in hidden fields, never in the URL. No script.
import type { Brand } from '../brands.ts';
import type { CodeProblem } from './forgot-password-service.ts';
import { forgotPasswordTexts } from './forgot-password-texts.ts';
import type { Language } from '../texts.ts';
import { hiddenField } from './forgot-password-page.ts';
import { escapeHtml, renderPage, type Page } from '../pages/html.ts';

export interface ForgotPasswordCodePageInput {
  brand: Brand;
  language: Language;
  resetAction: string;
  resendAction: string;
  reference: string;
  interaction: string | undefined;
  signInHref: string;
  /** The email page, to start over with another address. */
  startHref: string;
  /** What the page says first: a code was (maybe) sent, or sent again. */
  notice?: 'codeSent' | 'codeResent';
  code?: string;
  codeProblem?: CodeProblem;
  /** Summaries of the password rules the new password breaks. */
  policyFailures?: readonly string[];
}

export function renderForgotPasswordCodePage({
  brand, language, resetAction, resendAction, reference, interaction, signInHref, startHref,
  notice, code = '', codeProblem, policyFailures = [],
}: ForgotPasswordCodePageInput): Page {
  const t = forgotPasswordTexts[language];
  const hasErrors = codeProblem !== undefined || policyFailures.length > 0;
  const errors = hasErrors
    ? `<div id="reset-error" class="alert" role="alert" tabindex="-1" autofocus>
${codeProblem ? `<p id="code-error">${escapeHtml(t[codeProblem])}</p>` : ''}
${policyFailures.length ? `<p id="password-error">${escapeHtml(t.policyIntro)}</p>
<ul>${policyFailures.map((summary) => `<li>${escapeHtml(summary)}</li>`).join('')}</ul>` : ''}
</div>`
    : '';
  const codeInvalid = codeProblem ? ' aria-invalid="true"' : '';
  const passwordInvalid = policyFailures.length ? ' aria-invalid="true"' : '';
  const state = `${hiddenField('lang', language)}
${hiddenField('interaction', interaction)}
${hiddenField('reference', reference)}`;
  const body = `
<h1>${escapeHtml(t.title)}</h1>
${notice ? `<p role="status">${escapeHtml(t[notice])}</p>` : ''}
${errors}
<form method="post" action="${escapeHtml(resetAction)}" novalidate>
${state}
<label for="code">${escapeHtml(t.code)}</label>
<p id="code-hint" class="forgot">${escapeHtml(t.codeHint)}</p>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]*" maxlength="6" required value="${escapeHtml(code)}" aria-describedby="code-hint${codeProblem ? ' code-error' : ''}"${codeInvalid}${hasErrors ? '' : ' autofocus'}>
<label for="newPassword">${escapeHtml(t.newPassword)}</label>
<p id="password-hint" class="forgot">${escapeHtml(t.passwordHint)}</p>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required maxlength="128" aria-describedby="password-hint${policyFailures.length ? ' password-error' : ''}"${passwordInvalid}>
<label for="confirmPassword">${escapeHtml(t.confirmPassword)}</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required maxlength="128"${passwordInvalid}>
<button type="submit">${escapeHtml(t.resetSubmit)}</button>
</form>
<form method="post" action="${escapeHtml(resendAction)}">
${state}
<button type="submit">${escapeHtml(t.resend)}</button>
</form>
<p class="links">
<a href="${escapeHtml(signInHref)}">${escapeHtml(t.backToSignIn)}</a>
<a href="${escapeHtml(startHref)}">${escapeHtml(t.otherEmail)}</a>
</p>`;
  return renderPage({ brand, language, title: t.title, body, formTargets: [] });
}
