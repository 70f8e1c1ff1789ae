// Every test page fails on a console error (but those a test provokes on
// purpose and names), and `expectNoAxeViolations` runs axe on the page as it
// stands.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  /** Console errors a test provokes on purpose (e.g. the browser's log of a failed call the test made fail). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowedConsoleErrors }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
    const unexpected = errors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)));
    expect(unexpected, 'console errors on the pages visited').toEqual([]);
  },
});

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

export { expect };
