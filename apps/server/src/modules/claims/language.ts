// The member's language (§1: English or Spanish) from Accept-Language: the
// first of en or es by preference (q), English when neither is asked for.
import type { DocumentLanguage } from '../../documents/index.ts';

export function documentLanguageOf(acceptLanguage: string | undefined): DocumentLanguage {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const preferred = ranked.find((entry) => entry.primary === 'en' || entry.primary === 'es');
  return preferred?.primary === 'es' ? 'es' : 'en';
}
