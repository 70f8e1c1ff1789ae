// The sign-in page's passkey script, served as same-origin files (the page's
// CSP allows script-src 'self', never inline code): @simplewebauthn/browser's
// bundle, then this small script. It shows the button only where WebAuthn
// exists, asks the server for options for this sign-in, lets the browser ask
// for the passkey, and posts the answer with the page's hidden form, so the
// server answers with the same redirect as a password sign-in.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const simpleWebAuthnBundlePath = '/oidc/assets/simplewebauthn-browser.js';
export const passkeySignInScriptPath = '/oidc/assets/passkey-sign-in.js';
/** In load order: the library defines window.SimpleWebAuthnBrowser. */
export const passkeyScriptFiles = [simpleWebAuthnBundlePath, passkeySignInScriptPath] as const;

/** @simplewebauthn/browser's own UMD bundle (its package does not export the file, so it is found beside its entry). */
export async function readSimpleWebAuthnBundle(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  const packageRoot = join(dirname(entry), '..');
  return readFile(join(packageRoot, 'dist', 'bundle', 'index.umd.min.js'), 'utf8');
}

export const passkeySignInScript = `(function () {
  'use strict';
  var lib = window.SimpleWebAuthnBrowser;
  var form = document.getElementById('passkey-form');
  if (!lib || !form || !lib.browserSupportsWebAuthn()) return;
  var button = document.getElementById('passkey-button');
  var error = document.getElementById('passkey-error');
  var label = button.textContent;
  form.hidden = false;

  function showError(message) {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = label;
    error.textContent = message;
    error.hidden = false;
    error.focus();
  }

  button.addEventListener('click', function () {
    error.hidden = true;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = form.dataset.waiting;
    fetch(form.dataset.options, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (response) {
        if (!response.ok) throw new Error('options ' + response.status);
        return response.json();
      })
      .then(function (optionsJSON) {
        return lib.startAuthentication({ optionsJSON: optionsJSON }).then(function (answer) {
          form.elements.namedItem('response').value = JSON.stringify(answer);
          form.submit();
        }, function (reason) {
          showError(reason && reason.name === 'NotAllowedError' ? form.dataset.cancelled : form.dataset.failed);
        });
      })
      .catch(function () { showError(form.dataset.failed); });
  });
})();
`;
