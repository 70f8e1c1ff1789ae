// A turn of the event loop between two pieces of the boot's work, so that each
// is a task of its own: on a phone's main thread (Lighthouse's 4× CPU) a task
// over 50 ms counts as blocking time, and one that runs several such pieces
// back to back blocks for their sum.

/** Resolves in a later task (`scheduler.yield()` where the browser has it: its continuation runs before other queued work). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
