// A Database that writes down every statement it sends (transactions too):
// how many reads a call costs, counted rather than timed (bench:dashboard-queries
// and the dashboard open's statement budget).
import type { Database } from '../../src/db/database.ts';

export interface StatementRecorder {
  readonly db: Database;
  /** Statements sent since the last `take()`, whitespace folded; the list starts again. */
  take(): string[];
}

export function recordStatements(target: Database): StatementRecorder {
  let statements: string[] = [];
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  const recording = (db: Database): Database =>
    new Proxy(db, {
      get(inner, property, receiver) {
        if (property === 'query') return (sql: string, params?: readonly unknown[]) => (record(sql), inner.query(sql, params));
        if (property === 'transaction') {
          return <T>(work: (tx: Database) => Promise<T>) => inner.transaction((tx) => work(recording(tx as Database)));
        }
        const value: unknown = Reflect.get(inner, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
      },
    });
  return {
    db: recording(target),
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}
