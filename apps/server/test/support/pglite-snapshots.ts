// PGlite runs initdb each time an in-memory database opens, which costs
// seconds of CPU; a suite that loads the files of one already initialised
// (and migrated) skips it. The snapshots are made once per test run.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { pgliteDatabase } from '../../src/db/pglite-database.ts';

export interface PgliteSnapshots {
  /** Right after initdb: for the tests of the migrations themselves. */
  readonly empty: string;
  /** Every migration applied. */
  readonly migrated: string;
}

async function dumpTo(pglite: PGlite, file: string): Promise<string> {
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function writePgliteSnapshots(dir: string): Promise<PgliteSnapshots> {
  const pglite = new PGlite();
  try {
    await pglite.waitReady;
    const empty = await dumpTo(pglite, join(dir, 'empty.tar'));
    const db = pgliteDatabase(pglite);
    await migrate(db);
    const migrated = await dumpTo(pglite, join(dir, 'migrated.tar'));
    return { empty, migrated };
  } finally {
    await pglite.close();
  }
}

type Engine = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;
let engine: Promise<Engine> | undefined;

// The server's compiler setup has no DOM library, whose lib declares WebAssembly's functions.
const { compile } = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<Engine['pgliteWasmModule']> } }).WebAssembly;

const asset = (name: string) => readFile(fileURLToPath(import.meta.resolve(`@electric-sql/pglite/${name}`)));

/**
 * PGlite's two WebAssembly programs compiled once per test process: each new
 * PGlite compiles both otherwise (initdb runs, and stops at once, even on a
 * loaded data folder).
 */
function compiledEngine(): Promise<Engine> {
  engine ??= (async () => {
    const [pglite, initdb, data] = await Promise.all([asset('pglite.wasm'), asset('initdb.wasm'), asset('pglite.data')]);
    return { pgliteWasmModule: await compile(pglite), initdbWasmModule: await compile(initdb), fsBundle: new Blob([data]) };
  })();
  return engine;
}

/** An in-memory PGlite starting from a snapshot's files. */
export async function openPgliteFromSnapshot(file: string): Promise<Database> {
  const loadDataDir = new Blob([await readFile(file)]);
  const pglite = new PGlite({ loadDataDir, ...(await compiledEngine()) });
  await pglite.waitReady;
  return pgliteDatabase(pglite);
}
