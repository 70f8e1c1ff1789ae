// The sign-in page's passkey section: the "Sign in with a passkey" button and
// its form, hidden until its script files find WebAuthn in the browser. The
// login page shows it below the password form.
import { escapeHtml, type PageSection } from '../pages/html.ts';
import type { Language } from '../texts.ts';
import { passkeyTexts } from './passkey-texts.ts';
import { passkeyScriptFiles } from './sign-in-script.ts';

/** Where the passkey sign-in posts: beside the password form's /login. */
export const passkeyActionOf = (loginAction: string) => loginAction.replace(/\/login$/, '/passkey');

/** The passkey button and its form for the sign-in page whose password form posts to `loginAction`. */
export function passkeySignInSection(loginAction: string, language: Language): PageSection {
  const action = passkeyActionOf(loginAction);
  const p = passkeyTexts[language];
  return { scriptFiles: passkeyScriptFiles, html: `
<form id="passkey-form" class="passkey" method="post" action="${escapeHtml(action)}" hidden
 data-options="${escapeHtml(`${action}/options`)}" data-waiting="${escapeHtml(p.signingIn)}" data-failed="${escapeHtml(p.signInFailed)}" data-cancelled="${escapeHtml(p.cancelled)}">
<p class="or">${escapeHtml(p.orPassword)}</p>
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="response" value="">
<div id="passkey-error" class="alert" role="alert" tabindex="-1" hidden></div>
<button id="passkey-button" class="secondary" type="button">${escapeHtml(p.signInWithPasskey)}</button>
</form>` };
}
