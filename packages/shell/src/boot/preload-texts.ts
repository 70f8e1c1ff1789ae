// The texts of the language the app will start in, asked for by the boot code
// before the app's own code has arrived (which is when i18next would ask):
// on a phone's network that is a round trip or two earlier. The request is
// the one @portal/i18n's backend makes (same URL, same-origin credentials),
// so the browser hands it the preloaded answer.

/** `language`: the one the app is told to start in, else the remembered one (as createPortalI18n chooses). */
export function preloadTexts(doc: Document, language: string | null): void {
  const lng = language === 'es' ? 'es' : 'en';
  // Spanish falls back to English key by key: i18next loads both.
  for (const file of lng === 'es' ? ['es', 'en'] : ['en']) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'anonymous';
    link.href = `/locales/${file}.json`;
    doc.head.append(link);
  }
}
