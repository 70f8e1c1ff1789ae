// Puts a rendered page into the built SPA template (dist/index.html), keeping
// its module script and modulepreload tags, and checks the result against the
// sites' CSP (apps/server content-security-policy.ts): no inline script, no
// style="" attribute, no inline event handler; styles only with the nonce the
// server fills in.
export const cspNoncePlaceholder = '__CSP_NONCE__';

/** Marks a page the boot code may hydrate instead of rendering from scratch. */
export const prerenderedMarker = 'data-prerendered';
/** Marks a member route's signed-in frame (signed-in-frame.ts): the app renders over it, the boot fills the name. */
export const signedInFrameMarker = 'data-signed-in-frame';

export interface TemplateFill {
  language: string;
  title: string;
  styleTags: string;
  appHtml: string;
  /** A member route's signed-in frame rather than a public page (default). */
  signedInFrame?: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The built index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * React puts resource hints it found while rendering (the logo's
 * <link rel="preload">) before the markup: they belong in <head>, and the
 * browser's render does not produce them inside #root.
 */
function splitLeadingHints(appHtml: string): { hints: string; markup: string } {
  const hints = /^(?:<link\b[^>]*>)+/.exec(appHtml)?.[0] ?? '';
  return { hints, markup: appHtml.slice(hints.length) };
}

export function fillTemplate(template: string, { language, title, styleTags, appHtml: rendered, signedInFrame = false }: TemplateFill): string {
  const { hints, markup: appHtml } = splitLeadingHints(rendered);
  const marker = signedInFrame ? signedInFrameMarker : prerenderedMarker;
  let html = replaceOnce(template, /<html\b[^>]*>/, `<html lang="${escapeHtml(language)}" ${marker}>`, '<html> tag');
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`, '<title>');
  const nonced = styleTags.replace(/<style\b/g, `<style nonce="${cspNoncePlaceholder}"`);
  html = replaceOnce(html, /<\/head>/, `${hints}${nonced}\n  </head>`, '</head>');
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${appHtml}</div>`, 'empty <div id="root">');
  // A signed-in page needs the app: its chunk list and the "needs JavaScript" note stay.
  if (signedInFrame) return html;
  // A public page: the signed-in pages' chunk list (boot/route-preloads.ts) is of no use to it.
  html = html.replace(/\s*<meta name="portal-route-chunks"[^>]*>/, '');
  // …nor the member name reader's chunks, which the boot code needs only to name the member in a signed-in frame.
  html = html.replace(/\s*<link\b[^>]*\sdata-signed-in-only\b[^>]*>/g, '');
  // The page works without JavaScript: the SPA's "needs JavaScript" note does not apply.
  return html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}

/** What in a page the sites' CSP would block (an empty list when none). */
export function cspViolations(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    if (/\sstyle\s*=/i.test(tag)) found.push(`style attribute: ${tag.slice(0, 120)}`);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`inline event handler: ${tag.slice(0, 120)}`);
    if (/^<script\b/i.test(tag) && !/\ssrc\s*=/i.test(tag)) found.push(`inline script: ${tag.slice(0, 120)}`);
    if (/^<style\b/i.test(tag) && !tag.includes(`nonce="${cspNoncePlaceholder}"`)) found.push(`style without the nonce: ${tag.slice(0, 120)}`);
    if (/^<link\b/i.test(tag) && /rel="stylesheet"/i.test(tag) && !/href="\//.test(tag)) found.push(`stylesheet from elsewhere: ${tag.slice(0, 120)}`);
  }
  return found;
}
