// §1: English and Spanish. A document without a language of its own follows
// the language the site asks in (Accept-Language), English otherwise.
import type { DocumentLanguage } from '../../../documents/index.ts';

export function documentLanguageOf(acceptLanguage: string | undefined): DocumentLanguage {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}
