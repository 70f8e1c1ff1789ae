// The frame of every sign-in page: branded, responsive down to 375 px, visible
// focus, language attribute, and a strict Content-Security-Policy (styles and
// the one auto-submit script allowed by hash, script files of this server
// only — the passkey button's; no other inline code).
import { createHash } from 'node:crypto';
import { bodyFont, type Brand } from '../brands.ts';
import type { Language } from '../texts.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]!);
}

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

function styles(brand: Brand): string {
  const c = brand.colors;
  return `
*,*::before,*::after{box-sizing:border-box}
html{font-family:${bodyFont};color:#1B1F24;background:${c.surfaceAlt};line-height:1.5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center}
header{width:100%;background:#FFFFFF;border-bottom:4px solid ${c.brand};padding:12px 16px;display:flex;justify-content:center}
header img{height:${brand.logoHeight}px;max-width:100%}
main{width:100%;max-width:440px;margin:24px 16px;padding:24px;background:#FFFFFF;border:1px solid ${c.border};border-radius:8px}
h1{font-family:${brand.headingFont};font-size:1.5rem;margin:0 0 8px;color:${c.brand}}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{display:block;width:100%;font:inherit;padding:10px 12px;border:1px solid ${c.border};border-radius:4px;color:#1B1F24;background:#FFFFFF}
input[aria-invalid="true"]{border-color:#B3261E;border-width:2px}
button{display:block;width:100%;margin-top:24px;font:inherit;font-weight:600;padding:12px 16px;border:0;border-radius:4px;background:${c.brand};color:#FFFFFF;cursor:pointer}
button:hover{background:${c.brandHover}}
a{color:${c.brand}}
:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
.alert{border:2px solid #B3261E;border-radius:4px;padding:12px;color:#B3261E;background:#FFF5F4;font-weight:600}
.links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin:24px 0 0}
.forgot{margin:8px 0 0}
.passkey .or{text-align:center;margin:16px 0 0}
button.secondary{background:#FFFFFF;color:${c.brand};border:2px solid ${c.brand}}
button.secondary:hover{background:${c.surfaceAlt}}
dl{margin:0 0 16px}
dt{font-weight:600}
dd{margin:0 0 8px}
@media (max-width:400px){main{margin:12px 8px;padding:16px}}
`;
}

export interface Page {
  readonly html: string;
  readonly contentSecurityPolicy: string;
}

/** A part of a page rendered elsewhere: already escaped HTML and the same-origin script files it needs. */
export interface PageSection {
  readonly html: string;
  readonly scriptFiles: readonly string[];
}

export function renderPage({
  brand, language, title, body, script, scriptFiles = [], formTargets,
}: {
  brand: Brand;
  language: Language;
  title: string;
  /** Already escaped HTML. */
  body: string;
  /** One inline script, allowed by its hash. */
  script?: string;
  /** Same-origin script files (paths), e.g. the passkey sign-in; they may fetch from this origin. */
  scriptFiles?: readonly string[];
  /** Origins a form on the page may post or be redirected to. */
  formTargets: readonly string[];
}): Page {
  const css = styles(brand);
  const contentSecurityPolicy = [
    "default-src 'none'",
    "img-src 'self'",
    `style-src ${sha256(css)}`,
    `script-src ${[script ? sha256(script) : '', scriptFiles.length ? "'self'" : ''].join(' ').trim() || "'none'"}`,
    ...(scriptFiles.length ? ["connect-src 'self'"] : []),
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(brand.name)}</title>
<style>${css}</style>
</head>
<body>
<header><img src="/brand-logo.svg" alt="${escapeHtml(brand.name)}"></header>
<main>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
${scriptFiles.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</body>
</html>`;
  return { html, contentSecurityPolicy };
}
