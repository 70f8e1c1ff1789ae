// The one database interface the server uses (ARCHITECTURE: the same SQL on
// PGlite and PostgreSQL). Repositories receive a `Queryable`; only they hold SQL.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1…` parameters; resolves to its rows. */
  query<R extends object = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * NOTIFY to every connection listening on `channel` (copies of the
   * server tell each other about changes; cluster/cluster-bus.ts).
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTENs on `channels` on a connection of its own; `deliver(channel, null)`
   * after that connection was lost and is back (messages may have been missed).
   */
  listen<C extends string>(channels: readonly C[], deliver: (channel: C, payload: string | null) => void): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
}
