// §1: the portal speaks English and Spanish. The member's language comes from
// Accept-Language (the sites send i18next's current language); English otherwise.
export type MemberLanguage = 'en' | 'es';

/** The preferred of en/es in an Accept-Language header, by q-value then order. */
export function languageOf(acceptLanguage: string | undefined): MemberLanguage {
  let best: { language: MemberLanguage; q: number } | undefined;
  for (const range of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}
