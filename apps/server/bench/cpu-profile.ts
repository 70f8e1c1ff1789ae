// `--profile`: a CPU profile of the server's main thread during each
// measurement (Chrome DevTools format, .cpuprofile), and the functions that
// took the most time, to find what holds a target back. Runs in the server's
// own process (measured-servers-child.ts under `pnpm bench`), begun and ended
// on the harness's word: the inspector session profiles the thread it lives in.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

export interface Profiler {
  /** Starts profiling (a measurement named `name` begins). */
  begin(name: string): Promise<void>;
  /** Stops, writes the .cpuprofile; what to print about it (undefined when profiling is off). */
  end(): Promise<string | undefined>;
}

const noProfiler: Profiler = { begin: async () => undefined, end: async () => undefined };

/** Where a function comes from: a package, the server's source, or Node itself. */
function origin(url: string): string {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.includes('/apps/server/')) return url.slice(url.indexOf('/apps/server/') + '/apps/server/'.length);
  return url === '' ? '(native)' : url.replace(/^node:/, 'node:');
}

/** The heaviest functions and origins by self time, as text. */
export function summarizeProfile(profile: Profile, top = 25): string {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = origin(url);
    const key = `${functionName || '(anonymous)'}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + hits);
  }
  const lines = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, hits]) => `  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  return ['self time by function:', ...lines(byFunction), 'self time by origin:', ...lines(byOrigin)].join('\n');
}

export async function createProfiler(enabled: boolean, folder: string): Promise<Profiler> {
  if (!enabled) return noProfiler;
  await mkdir(folder, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  let running: string | undefined;
  return {
    async begin(name) {
      if (running !== undefined) throw new Error(`the profile of ${running} is still running`);
      await session.post('Profiler.start');
      running = name;
    },
    async end() {
      const name = running;
      if (name === undefined) return undefined;
      running = undefined;
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      const file = join(folder, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return `CPU profile of the server during ${name}: ${file}\n${summarizeProfile(profile)}`;
    },
  };
}
