// Runs a retention purge once a day (the first time an hour after start); the
// timer never keeps the process alive. Stopped when the app closes.
const dayMs = 24 * 60 * 60 * 1000;

export function startDailyPurge(purge: () => Promise<unknown>, onError: (error: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout;
  const run = () => {
    purge().catch(onError);
    timer = setTimeout(run, dayMs).unref();
  };
  timer = setTimeout(run, 60 * 60 * 1000).unref();
  return { stop: () => clearTimeout(timer) };
}
