// A site's HTML file as a template: the parts around the CSP nonce
// placeholders, and a hash of the file that names this version in ETags.
import { createHash } from 'node:crypto';
import { cspNoncePlaceholder } from '../plugins/content-security-policy.ts';

export interface HtmlTemplate {
  /** Hex digest of the file's bytes: changes with every rebuild that changes the page. */
  readonly hash: string;
  /** The page with every placeholder replaced by `nonce`. */
  render(nonce: string): string;
}

export function parseHtmlTemplate(content: Buffer): HtmlTemplate {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 20);
  const parts = content.toString('utf8').split(cspNoncePlaceholder);
  return { hash, render: (nonce) => parts.join(nonce) };
}
