// What PostgreSQL is busy with besides answering `pnpm bench:load`, read on
// a connection of its own (never one of the app's pool, never a measured
// request): checkpoints, the WAL, autovacuum, and what the benchmark's own
// backends are waiting on at that moment. Counters are cumulative; the
// caller takes the difference between two snapshots (stall-intervals.ts).
import pg from 'pg';

export interface WalCounters {
  readonly records: number;
  readonly fullPageImages: number;
  readonly bytes: number;
  /** Absent where this version moved them to pg_stat_io (18). */
  readonly writes?: number;
  readonly syncs?: number;
  /** Only with track_wal_io_timing on. */
  readonly syncMs?: number;
}

export interface PostgresSnapshot {
  /** Timed and requested checkpoints, counted as each begins. */
  readonly checkpoints: number;
  /** Buffers written by checkpoints, reported while one runs (the checkpointer reports between its writes). */
  readonly checkpointBuffers: number;
  /** Write and sync time of checkpoints, added when each ends. */
  readonly checkpointWriteMs: number;
  readonly checkpointSyncMs: number;
  /** The checkpointer's wait event at that moment: CheckpointerMain when idle, CheckpointWriteDelay, DataFileSync, … while one runs. */
  readonly checkpointerWaitEvent: string | null;
  readonly wal: WalCounters;
  /** What each autovacuum worker (of any database) is doing at that moment. */
  readonly autovacuumWorkers: readonly string[];
  /** Autovacuum and autoanalyze runs on the benchmark schema's tables so far. */
  readonly benchAutovacuums: number;
  /** The benchmark's active backends by wait event ("running" when on CPU). */
  readonly benchBackendWaits: Readonly<Record<string, number>>;
  /** Whose CPU counts as PostgreSQL's for the benchmark: its backends and the server's background processes. */
  readonly benchProcessIds: readonly number[];
}

export interface PostgresActivitySampler {
  /** The server's version and the settings that decide checkpoints, WAL flushes and autovacuum, in one line. */
  describe(): Promise<string>;
  sample(): Promise<PostgresSnapshot>;
  close(): Promise<void>;
}

interface SnapshotRow {
  checkpointer: { checkpoints: number; buffers: number; write_ms: number; sync_ms: number };
  wal: Record<string, number | string | null>;
  checkpointer_wait: string | null;
  autovacuum_workers: string[];
  bench_autovacuums: string;
  bench_backend_waits: Record<string, number>;
  bench_process_ids: number[];
}

// pg_stat_checkpointer took the checkpoint columns out of pg_stat_bgwriter in 17.
const checkpointerColumns = (versionNumber: number) =>
  versionNumber >= 170_000
    ? 'SELECT num_timed + num_requested AS checkpoints, buffers_written AS buffers, write_time AS write_ms, sync_time AS sync_ms FROM pg_stat_checkpointer'
    : 'SELECT checkpoints_timed + checkpoints_req AS checkpoints, buffers_checkpoint AS buffers, checkpoint_write_time AS write_ms, checkpoint_sync_time AS sync_ms FROM pg_stat_bgwriter';

const snapshotQuery = (versionNumber: number) => `
  SELECT
    (SELECT row_to_json(c) FROM (${checkpointerColumns(versionNumber)}) c) AS checkpointer,
    (SELECT row_to_json(w) FROM pg_stat_wal w) AS wal,
    (SELECT wait_event FROM pg_stat_activity WHERE backend_type = 'checkpointer' LIMIT 1) AS checkpointer_wait,
    (SELECT coalesce(json_agg(coalesce(nullif(query, ''), datname, 'autovacuum worker')), '[]')
       FROM pg_stat_activity WHERE backend_type = 'autovacuum worker') AS autovacuum_workers,
    (SELECT coalesce(sum(autovacuum_count + autoanalyze_count), 0) FROM pg_stat_user_tables WHERE schemaname = $1) AS bench_autovacuums,
    (SELECT coalesce(json_object_agg(wait, backends), '{}') FROM (
       SELECT coalesce(wait_event, 'running') AS wait, count(*) AS backends FROM pg_stat_activity
        WHERE application_name = $2 AND state = 'active' AND pid <> pg_backend_pid() GROUP BY 1) waits) AS bench_backend_waits,
    (SELECT coalesce(json_agg(pid), '[]') FROM pg_stat_activity
      WHERE application_name = $2 OR backend_type NOT IN ('client backend', 'walsender')) AS bench_process_ids`;

const optionalNumber = (value: number | string | null | undefined) => (value === null || value === undefined ? undefined : Number(value));

export async function openPostgresActivitySampler(
  connectionString: string,
  watched: { readonly schema: string; readonly applicationName: string },
): Promise<PostgresActivitySampler> {
  const client = new pg.Client({ connectionString, application_name: 'portal-bench-stall-sampler' });
  await client.connect();
  const versionNumber = Number((await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]?.server_version_num);
  const query = snapshotQuery(versionNumber);
  const settings = async () => {
    const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
      `SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)`,
      [['autovacuum', 'track_wal_io_timing', 'checkpoint_timeout', 'checkpoint_completion_target', 'max_wal_size', 'shared_buffers', 'synchronous_commit', 'wal_sync_method']],
    );
    return new Map(rows.map((row) => [row.name, row]));
  };
  let walTimingOn = (await settings()).get('track_wal_io_timing')?.setting === 'on';
  return {
    async describe() {
      const found = await settings();
      walTimingOn = found.get('track_wal_io_timing')?.setting === 'on';
      const show = (name: string) => {
        const row = found.get(name);
        return row ? `${name}=${row.setting}${row.unit && row.unit !== '8kB' ? ` ${row.unit}` : ''}` : `${name}=?`;
      };
      const sharedBuffers = found.get('shared_buffers');
      const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
      const lastCheckpoint = (await client.query<{ seconds_ago: number | null }>(
        'SELECT extract(epoch FROM now() - checkpoint_time)::int AS seconds_ago FROM pg_control_checkpoint()',
      )).rows[0]?.seconds_ago;
      const timeout = Number(found.get('checkpoint_timeout')?.setting);
      // A timed checkpoint comes checkpoint_timeout after the last one began (if anything was written since).
      const nextCheckpoint = lastCheckpoint == null || !Number.isFinite(timeout) ? '' : ` (the next timed one in about ${Math.max(0, timeout - lastCheckpoint)} s)`;
      return [
        `PostgreSQL ${version}`,
        show('autovacuum'), show('checkpoint_timeout'), show('checkpoint_completion_target'), show('max_wal_size'),
        sharedBuffers ? `shared_buffers=${Math.round((Number(sharedBuffers.setting) * 8) / 1024)} MB` : show('shared_buffers'),
        show('synchronous_commit'), show('wal_sync_method'), show('track_wal_io_timing'),
        `last checkpoint ${lastCheckpoint ?? '?'} s ago${nextCheckpoint}`,
      ].join(', ');
    },
    async sample() {
      const row = (await client.query<SnapshotRow>(query, [watched.schema, watched.applicationName])).rows[0]!;
      const wal = row.wal;
      const writes = optionalNumber(wal.wal_write);
      const syncs = optionalNumber(wal.wal_sync);
      const syncMs = walTimingOn ? optionalNumber(wal.wal_sync_time) : undefined;
      return {
        checkpoints: Number(row.checkpointer.checkpoints),
        checkpointBuffers: Number(row.checkpointer.buffers),
        checkpointWriteMs: Number(row.checkpointer.write_ms),
        checkpointSyncMs: Number(row.checkpointer.sync_ms),
        checkpointerWaitEvent: row.checkpointer_wait,
        wal: {
          records: Number(wal.wal_records), fullPageImages: Number(wal.wal_fpi), bytes: Number(wal.wal_bytes),
          ...(writes === undefined ? {} : { writes }), ...(syncs === undefined ? {} : { syncs }), ...(syncMs === undefined ? {} : { syncMs }),
        },
        autovacuumWorkers: row.autovacuum_workers,
        benchAutovacuums: Number(row.bench_autovacuums),
        benchBackendWaits: row.bench_backend_waits,
        benchProcessIds: row.bench_process_ids,
      };
    },
    close: () => client.end(),
  };
}
