// The sites' entry (apps/<brand>/src/main.tsx) runs only this: it imports no
// React. A prerendered public page stays static until the first interaction
// and is then hydrated; any other page renders the app at once.
import { answerReturnPath } from '@portal/auth/answer-return-path';
import type { Partner } from '@portal/core';
import type { BrandConfig } from '../brand/brand-config.ts';
import { holdUntilInteraction } from './interaction-gate.ts';
import { showLoadingStatus } from './loading-status.ts';
import { canHydrateOnInteraction, hasStoredSession, isPrerendered, pageLanguage, rememberedLanguage } from './prerendered-page.ts';
import { frameLanguageHolds, isSignedInFrame, signedInFrameIn, type SignedInFrame } from './signed-in-frame.ts';
import { preloadTexts } from './preload-texts.ts';
import { nextTask } from './next-task.ts';
import { preloadRouteChunks } from './route-preloads.ts';
import { goesStraightToSignIn, isSignInAnswer } from './straight-to-sign-in.ts';
import { startVitalsAfterLoad } from './start-vitals-after-load.ts';

export interface BootOptions {
  /** Known without loading the brand (which pulls in the theme and ui-kit). */
  partner: string;
  loadBrand: () => Promise<BrandConfig>;
  root?: HTMLElement;
}

function oidcSettings(partner: string) {
  return {
    partner: partner as Partner,
    origin: window.location.origin,
    authority: import.meta.env.VITE_OIDC_AUTHORITY || undefined,
    clientId: import.meta.env.VITE_OIDC_CLIENT_ID || undefined,
  };
}

/** A signed-in page opened with no session in the tab: straight to the identity provider (straight-to-sign-in.ts). */
async function startSignIn(partner: string, returnTo: string, language: string): Promise<void> {
  const { startSignIn: redirect } = await import('@portal/auth/start-sign-in');
  await redirect(oidcSettings(partner), { returnTo, language });
}

/** The provider's answer: the code exchange starts at once, not after the app's first render. */
function startSignInCallback(partner: string): Promise<void> | undefined {
  if (!isSignInAnswer(window.location)) return undefined;
  return import('@portal/auth/start-sign-in').then(({ startSignInCallback: start }) => start(oidcSettings(partner)));
}

/**
 * A signed-in frame names the member from the stored user: at once on a reload, after the code exchange on the
 * provider's answer. Anyone the app will not show this frame to gets the loading status instead. Resolves once the
 * frame holds the name or is gone.
 */
function nameOrDropFrame(partner: string, frame: SignedInFrame, { signedIn, exchange }: { signedIn: boolean; exchange?: Promise<void> }): Promise<void> {
  if (!signedIn && !exchange) return Promise.resolve(frame.drop());
  // Loaded here, not with the boot code: every other page (the landing page first) would pay for it. A member
  // route's HTML asks for its chunks beside the boot code's (tooling/vite/route-preloads.js).
  const reader = import('@portal/auth/stored-member-name');
  return Promise.all([reader, exchange]).then(
    ([{ storedMemberName }]) => {
      const name = storedMemberName(oidcSettings(partner));
      if (name) frame.name(name);
      else frame.drop();
    },
    () => frame.drop(),
  );
}

/** The longest the app's code waits for the member's name to be painted (a name reader that does not arrive). */
const nameWaitMs = 1000;

/**
 * Once the browser has painted what `named` put in the frame, or after `nameWaitMs`: the app's code is asked for
 * then, so the heading is not held back by the app's ~150 KiB on a phone's connection and main thread.
 */
function afterNamePainted(named: Promise<void>): Promise<void> {
  const painted = named.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, nameWaitMs))]);
}

function loadApp(loadBrand: BootOptions['loadBrand']) {
  return Promise.all([loadBrand(), import('../mount-portal.tsx')]);
}

export function bootPortal({ partner, loadBrand, root = document.getElementById('root')! }: BootOptions): void {
  if (!canHydrateOnInteraction(document, sessionStorage, localStorage)) {
    const remembered = rememberedLanguage(localStorage);
    const frame = isSignedInFrame(document) ? signedInFrameIn(root) : undefined;
    const frameHolds = frame !== undefined && frameLanguageHolds(pageLanguage(document), remembered);
    if (frame && !frameHolds) frame.drop();
    // A prerendered page or frame seen by a member with no remembered language keeps the page's language.
    const language = (isPrerendered(document) || frameHolds) && remembered === null ? pageLanguage(document) : undefined;
    showLoadingStatus(root);
    const signedIn = hasStoredSession(sessionStorage);
    // The Web Vitals reporter once the app has rendered: before, it would share a phone's bandwidth with the
    // code the first render waits for (it reads the page's LCP and CLS afterwards all the same).
    // The mount's own start (texts, site calls) in a task after the one that evaluated the app's modules.
    const mount = () =>
      void loadApp(loadBrand)
        .then(async ([brand, app]) => {
          await nextTask();
          return app.mountPortal(brand, root, { language, signedIn });
        })
        .then(() => startVitalsAfterLoad(partner));
    if (!signedIn && goesStraightToSignIn(window.location)) {
      // Should the redirect not start (offline), the app loads and its /login offers a retry.
      void startSignIn(partner, window.location.pathname + window.location.search, rememberedLanguage(localStorage) ?? 'en').catch(mount);
      return;
    }
    const exchange = startSignInCallback(partner);
    const naming = frame && frameHolds ? nameOrDropFrame(partner, frame, { signedIn, exchange }) : undefined;
    const named = () => (naming ? afterNamePainted(naming) : Promise.resolve());
    // The page's texts and code: a reloaded page's chunks, or on the provider's answer those of the page opened
    // (the dashboard's come with the app).
    // Each step a task of its own (next-task.ts): every link and import starts a fetch, and on a phone's main thread
    // the page's ~20 of them in one task blocked it for 150-260 ms.
    const loadPage = async (pagePath: string) => {
      preloadTexts(document, language ?? remembered);
      if (signedIn || pagePath !== window.location.pathname) {
        await nextTask();
        await preloadRouteChunks(document, pagePath);
      }
      await nextTask();
      mount();
    };
    // A reload: the member's name first (its chunks came with the HTML), then the page's texts and code.
    if (!exchange) return void named().then(() => loadPage(window.location.pathname));
    // The provider's answer (a cold open, §2: it lands on /dashboard?code&state, with the frame of the page the
    // member opened). The app's code is asked for once the exchange is over: alone on a phone's connection, the
    // exchange names the member in the frame ~1 s sooner (Lighthouse mobile, cold /dashboard LCP 3.6-4.2 s ->
    // 2.4-2.5 s), and the app, which waits for the tokens anyway, is interactive no later (TTI 4.2-4.5 s both ways).
    // The opened page's own chunks and the texts come with it. A failed exchange loads the app too: it reports the
    // failure.
    const opened = answerReturnPath(new URL(window.location.href)) ?? window.location.pathname;
    // After the name, as on a reload (the naming follows the exchange, whatever its outcome).
    void exchange.then(named, named).then(() => loadPage(new URL(opened, window.location.origin).pathname));
    return;
  }
  // A prerendered page has painted already: only the boot code runs before the load event.
  startVitalsAfterLoad(partner);
  const gate = holdUntilInteraction(document, () => {
    void loadApp(loadBrand)
      .then(([brand, app]) => app.hydratePortal(brand, root, pageLanguage(document)))
      .then(() => gate.replay());
  });
}
