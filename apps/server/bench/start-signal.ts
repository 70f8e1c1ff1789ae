// A load child started by run-load.ts's prepareChild reads its job, says it is
// ready and waits for the parent's go, so the parent measures the run alone:
// not the spawn (a fork of a large process) nor the job's serialization (tens
// of MB of tokens), both paid in the process that also runs the server.
// Started without an IPC channel (by hand), it goes at once.

/** Resolves when the parent says go (at once without a parent channel). */
export async function startSignal(): Promise<void> {
  if (!process.send) return;
  const go = new Promise<void>((resolve) => process.once('message', () => resolve()));
  process.send('ready');
  await go;
  // Nothing more comes over the channel: closing it lets the child exit once its run is done.
  process.disconnect();
}
