// Reaching a control the way a keyboard user does.
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, at most `limit` times; fails the test otherwise. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
