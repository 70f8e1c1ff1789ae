// The sites' entry (apps/<brand>/src/main.tsx) runs only this: it imports no
// React. A prerendered public page stays static until the first interaction
// and is then hydrated; any other page renders the app at once.
import type { BrandConfig } from '../brand/brand-config.ts';
import { holdUntilInteraction } from './interaction-gate.ts';
import { showLoadingStatus } from './loading-status.ts';
import { canHydrateOnInteraction, hasStoredSession, isPrerendered, pageLanguage, rememberedLanguage } from './prerendered-page.ts';
import { preloadTexts } from './preload-texts.ts';
import { startVitalsAfterLoad } from './start-vitals-after-load.ts';

export interface BootOptions {
  /** Known without loading the brand (which pulls in the theme and ui-kit). */
  partner: string;
  loadBrand: () => Promise<BrandConfig>;
  root?: HTMLElement;
}

function loadApp(loadBrand: BootOptions['loadBrand']) {
  return Promise.all([loadBrand(), import('../mount-portal.tsx')]);
}

export function bootPortal({ partner, loadBrand, root = document.getElementById('root')! }: BootOptions): void {
  startVitalsAfterLoad(partner);
  if (!canHydrateOnInteraction(document, sessionStorage, localStorage)) {
    // A prerendered page seen by a member with no remembered language keeps the page's language.
    const language = isPrerendered(document) && rememberedLanguage(localStorage) === null ? pageLanguage(document) : undefined;
    showLoadingStatus(root);
    preloadTexts(document, language ?? rememberedLanguage(localStorage));
    const signedIn = hasStoredSession(sessionStorage);
    void loadApp(loadBrand).then(([brand, app]) => app.mountPortal(brand, root, { language, signedIn }));
    return;
  }
  const gate = holdUntilInteraction(document, () => {
    void loadApp(loadBrand)
      .then(([brand, app]) => app.hydratePortal(brand, root, pageLanguage(document)))
      .then(() => gate.replay());
  });
}
