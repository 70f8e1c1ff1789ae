// The consent page in the brand's look: the app's name, what it
// will read, Allow / Don't allow.
import type { Brand } from '../brands.ts';
import { escapeHtml, renderPage, type Page } from '../pages/html.ts';
import type { Language } from '../texts.ts';
import { consentTexts, type SharedResource } from './consent-texts.ts';

export function renderConsentPage({ brand, language, appName, resources, action, appOrigins }: {
  brand: Brand;
  language: Language;
  appName: string;
  resources: readonly SharedResource[];
  /** Where the form posts. */
  action: string;
  /** The app's redirect origins: the answer's redirect ends there. */
  appOrigins: readonly string[];
}): Page {
  const t = consentTexts[language];
  const body = `
<h1>${escapeHtml(t.title(appName))}</h1>
<p>${escapeHtml(t.intro(appName, brand.name))}</p>
<ul>
${resources.map((resource) => `<li>${escapeHtml(t.resources[resource])}</li>`).join('\n')}
</ul>
<p>${escapeHtml(t.readOnly)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${language}">
<button type="submit" name="decision" value="allow">${escapeHtml(t.allow)}</button>
<button type="submit" name="decision" value="deny" class="secondary">${escapeHtml(t.deny)}</button>
</form>`;
  return renderPage({ brand, language, title: t.title(appName), body, formTargets: appOrigins });
}
