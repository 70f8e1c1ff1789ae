// Answers that are the same for every member of a brand or plan (features,
// chat hours, plan designs, the savings page, contact points, a plan's documents), kept in this
// copy's memory until their tables change. Never anything of one member (PHI):
// keys name a partner, a language, a plan or a plan design only. Migrations 032's,
// 033's and 038's triggers announce every change on the bus's
// 'shared_answers' channel, whoever made it; a lost listening connection
// (`null`) forgets everything too. Changes are rare, so any change forgets
// every answer: simpler than knowing which answer came from which table.
import type { ClusterBus } from './cluster-bus.ts';

export interface SharedAnswers {
  /** The answer kept under `key`, or `load()`'s, kept from now on unless a change arrived meanwhile. */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer (this copy changed a table: do not wait for the notice). */
  forgetAll(): void;
  /** Resolves once the next change notice has been applied: tests wait on it rather than sleep. */
  nextChange(): Promise<void>;
}

export function createSharedAnswers(bus: ClusterBus): SharedAnswers {
  const answers = new Map<string, unknown>();
  const loading = new Map<string, { generation: number; answer: Promise<unknown> }>();
  // A load that began before a change must not keep what it read.
  let generation = 0;
  let waiting: Array<() => void> = [];
  const forgetAll = () => {
    answers.clear();
    generation += 1;
  };
  bus.subscribe('shared_answers', () => {
    forgetAll();
    const seen = waiting;
    waiting = [];
    for (const resolve of seen) resolve();
  });
  return {
    async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (answers.has(key)) return answers.get(key) as T;
      // Calls arriving together (every member's first call after a change) share one load of this generation.
      const pending = loading.get(key);
      if (pending && pending.generation === generation) return pending.answer as Promise<T>;
      const startedAt = generation;
      const answer = load();
      loading.set(key, { generation: startedAt, answer });
      try {
        const loaded = await answer;
        if (generation === startedAt) answers.set(key, loaded);
        return loaded;
      } finally {
        if (loading.get(key)?.answer === answer) loading.delete(key);
      }
    },
    forgetAll,
    nextChange: () => new Promise((resolve) => waiting.push(resolve)),
  };
}
