// Every test fails on a console error or an uncaught page error in any page
// of any browser context it opens (but those a test provokes on purpose and
// names in `allowedConsoleErrors`), and `expectNoAxeViolations` runs axe on
// the page as it stands.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Collects the console errors and uncaught page errors of every page a context opens. */
function watchContext(context: BrowserContext, errors: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  context.on('weberror', (webError) => errors.push(webError.error().message));
}

/** Watches each context the test makes itself (`browser.newContext()`, `browser.newPage()`) until it ends. */
function watchNewContexts(browser: Browser, errors: string[]): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context, errors);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  /** Console errors a test provokes on purpose (e.g. the browser's log of a failed call the test made fail). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, browser, allowedConsoleErrors }, provide) => {
      const errors: string[] = [];
      watchContext(context, errors);
      const stopWatching = watchNewContexts(browser, errors);
      try {
        await provide(errors);
      } finally {
        stopWatching();
      }
      const unexpected = errors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, 'console errors on the pages visited').toEqual([]);
    },
    { auto: true },
  ],
});

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // Legacy mode: axe.run in the page itself (its frames included), instead of the default partial runs finished in a
  // new blank page that the builder opens for every check; only violations get node details. The same rules and the
  // same violations, at a third of the time (about 1 s → 0.3 s a page here), and the sweeps run it on every route.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

export { expect };
