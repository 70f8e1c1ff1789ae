// Worker entry when the server runs from TypeScript source (tsx, vitest).
// Node 20 does not hand a thread's module loader hooks to its workers, so
// the worker registers tsx itself before loading pdf-worker.ts. The tsup
// bundle uses dist/pdf-worker.js instead and never loads this file.
import { register } from 'tsx/esm/api';

register();
const { default: renderInWorker } = await import('./pdf-worker.ts');
export default renderInWorker;
