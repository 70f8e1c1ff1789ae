// Tests that change a table behind the shared answers (features, chat hours,
// plan designs: migration 032; the savings page, contact points: 033) wait until the app has heard the change notice,
// rather than sleeping: on PostgreSQL it arrives on another connection.
import type { TestApp } from './test-app-config.ts';

const noticeWithinMs = 5_000;

/** Runs `change`, then waits until the suite's app (when it has one) forgot what it kept. */
export async function changeSharedAnswers<T>(testApp: Partial<Pick<TestApp, 'app'>>, change: () => Promise<T>): Promise<T> {
  const seen = testApp.app?.().sharedAnswers.nextChange();
  const result = await change();
  if (seen) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the app heard no shared_answers notice within ${noticeWithinMs} ms`)), noticeWithinMs);
    });
    try {
      await Promise.race([seen, late]);
    } finally {
      clearTimeout(timer);
    }
  }
  return result;
}
