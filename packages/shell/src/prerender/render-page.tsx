// One public page of one brand in one language as static
// HTML, rendered at build time (tooling/vite/prerender.js loads this module
// with Vite's SSR loader). It renders the very tree the browser hydrates —
// PortalApp with the brand's theme — signed out, with every lazy screen
// waited for (react-dom/static), and collects styled-components' CSS.
import { createInstance, type Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { useAuthStore } from '@portal/auth';
import type { Language } from '@portal/i18n';
import type { BrandConfig } from '../brand/brand-config.ts';
import { startSignedOut } from '../boot/start-signed-out.ts';
import { portalNamespaces } from '../boot/portal-namespaces.ts';
import { PortalApp } from '../PortalApp.tsx';
import { installBuildWindow } from './build-window.ts';
import { hoistStyleAttributes } from './hoist-style-attributes.ts';
import { preloadedI18nOptions } from './portal-i18n-options.ts';
import { memberNameSlotStyle, startSignedInFrame, frameMarkup } from './signed-in-frame.ts';

export { fillTemplate, cspViolations } from './fill-template.ts';
export { memberNameMarker } from './signed-in-frame.ts';

export interface PageToRender {
  brand: BrandConfig;
  language: Language;
  /** A route path, e.g. '/landing'. */
  path: string;
  /** Every namespace of en and es (the fallback language's too). */
  resources: Resource;
  /** A member route's signed-in frame (signed-in-frame.ts) instead of a public page. */
  signedInFrame?: boolean;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  appHtml: string;
  /** styled-components' <style> tag(s), without a nonce. */
  styleTags: string;
  /** The text of the page's first <h1>, for its <title>. */
  heading: string;
}

function textOfFirstHeading(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const text = inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '').trim();
  return text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export async function renderPage({ brand, language, path, resources, signedInFrame = false }: PageToRender): Promise<RenderedPage> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(preloadedI18nOptions(language, portalNamespaces, resources));
  if (signedInFrame) startSignedInFrame();
  else {
    useAuthStore.getState().clearSession(); // after a frame's render
    startSignedOut();
  }
  // A server render reads a store's initial state (zustand's server snapshot): make it the state just set.
  Object.assign(useAuthStore.getInitialState(), useAuthStore.getState());
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  const removeBuildWindow = installBuildWindow(`http://localhost${path}`);
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <PortalApp brand={brand} i18n={i18n} Router={Router} />
        </StrictMode>,
      ),
      { onError: (error) => void errors.push(error) },
    );
    const rendered = await new Response(prelude).text();
    if (errors.length > 0) throw new Error(`${path} (${language}) did not render: ${String(errors[0])}`, { cause: errors[0] });
    const { html, css } = hoistStyleAttributes(rendered);
    const appHtml = signedInFrame ? frameMarkup(html) : html;
    const frameCss = signedInFrame ? memberNameSlotStyle : '';
    const hoistedTag = css || frameCss ? `<style data-prerendered-styles>${css}${frameCss}</style>` : '';
    return { appHtml, styleTags: sheet.getStyleTags() + hoistedTag, heading: textOfFirstHeading(appHtml) };
  } finally {
    removeBuildWindow();
    sheet.seal();
  }
}
