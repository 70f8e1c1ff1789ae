// Short pages: sign-in expired, signed out, and errors of the provider.
import type { Brand } from '../brands.ts';
import type { Language } from '../texts.ts';
import { escapeHtml, renderPage, type Page } from './html.ts';

export function renderMessagePage({
  brand, language, title, message, link,
}: {
  brand: Brand;
  language: Language;
  title: string;
  message: string;
  link?: { href: string; label: string };
}): Page {
  const body = `
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return renderPage({ brand, language, title, body, formTargets: [] });
}
