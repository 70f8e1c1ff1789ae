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
  close(): Promise<void>;
}
