// The sites' Content-Security-Policy. Scripts come only from
// the site's own files (no inline script, no eval). styled-components writes
// <style> elements at run time and the prerendered pages carry their styles
// inline, so style elements are allowed by a per-response nonce: the HTML's
// `__CSP_NONCE__` placeholders (a <meta property="csp-nonce"> that
// styled-components reads, and the prerendered <style nonce>) are replaced
// with the same nonce the header names. Style attributes stay forbidden.

/** The placeholder the built HTML carries wherever the response's nonce belongs. */
export const cspNoncePlaceholder = '__CSP_NONCE__';

export function siteContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
