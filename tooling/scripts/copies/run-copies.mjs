#!/usr/bin/env node
// `pnpm copies`: the portal as three copies of the built server behind a
// round-robin load balancer on http://localhost:8080, for
// machines without Docker. The copies share one PostgreSQL database and one
// upload folder; the balancer forwards Host and sets X-Forwarded-For/Proto
// (the copies run with TRUST_PROXY=true) and names the copy that answered in
// an `x-served-by` header.
//
//   pnpm build && pnpm copies                       (development mode, demo data seeded once)
//   DATABASE_URL=postgres://…/db pnpm copies        (default postgres://postgres@127.0.0.1:5432/test,
//                                                    on a database of its own: portal_copies)
//   COPIES=3 BALANCER_PORT=8080 FIRST_COPY_PORT=8081 (the defaults)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverRoot = `${repoRoot}apps/server`;
const serverEntry = `${serverRoot}/dist/main.js`;
const dataRoot = `${repoRoot}.data/copies`;

const copies = Number(process.env.COPIES ?? 3);
const balancerPort = Number(process.env.BALANCER_PORT ?? 8080);
const firstCopyPort = Number(process.env.FIRST_COPY_PORT ?? balancerPort + 1);
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = process.env.COPIES_DATABASE ?? 'portal_copies';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message) {
  console.error(message);
  process.exit(1);
}

// The copies' own database on the given server (created once, kept between runs).
async function ensureDatabase() {
  const pg = createRequire(`${serverRoot}/package.json`)('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    fail(`PostgreSQL is not reachable at ${new URL(baseUrl).host} (${error.message}). Start it or set DATABASE_URL.`);
  }
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(databaseName)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.href;
}

const children = new Set();

function startCopy(index, databaseUrl, { seed }) {
  const port = firstCopyPort + index;
  const name = `copy-${index + 1}`;
  mkdirSync(`${dataRoot}/staging-${index + 1}`, { recursive: true });
  const child = spawn(process.execPath, [serverEntry], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${balancerPort}`,
      TRUST_PROXY: 'true',
      SEED_DEMO: seed ? 'true' : 'false',
      DATA_DIR: dataRoot,
      // One upload store for all copies; each copy stages its unchecked files apart.
      UPLOAD_DIR: process.env.UPLOAD_DIR ?? `${dataRoot}/uploads`,
      UPLOAD_STAGING_DIR: `${dataRoot}/staging-${index + 1}`,
      PDF_THREADS: process.env.PDF_THREADS ?? '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`[${name}] exited (${signal ?? code})`);
  });
  return { name, port, child };
}

async function waitUntilReady(copy) {
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (copy.child.exitCode !== null) fail(`${copy.name} could not start.`);
    const ok = await fetch(`http://127.0.0.1:${copy.port}/health/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  fail(`${copy.name} was not ready within 2 minutes.`);
}

// Round robin over the copies that answer; a copy refusing the connection
// (stopped, restarting) is skipped for requests that can be sent again.
function startBalancer(targets) {
  let next = 0;
  const forward = (req, res, body, attempt) => {
    const target = targets[next++ % targets.length];
    // The balancer is the edge: a client's own X-Forwarded-* is replaced, never trusted.
    const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = req.headers;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      const canRetry = body !== undefined && attempt < targets.length && error.code === 'ECONNREFUSED';
      if (canRetry) return forward(req, res, body, attempt + 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'No copy of the server answered.' }));
    });
    if (body === undefined) req.pipe(upstream);
    else upstream.end(body);
  };
  const balancer = createServer((req, res) => {
    // Bodiless requests (GET, HEAD…) may go to the next copy if one is down; bodies stream once.
    const bodiless = req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;
    forward(req, res, bodiless ? Buffer.alloc(0) : undefined, 1);
  });
  return balancer;
}

function listen(server, port, host) {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
}

let stopping = false;

async function main() {
  if (!existsSync(serverEntry)) fail('apps/server/dist/main.js is missing: run `pnpm build` first.');
  for (const site of ['alic', 'rsl', 'standard']) {
    if (!existsSync(`${repoRoot}apps/${site}/dist/index.html`)) console.warn(`apps/${site}/dist is missing (run \`pnpm build\`): its site will answer 404.`);
  }
  mkdirSync(dataRoot, { recursive: true });
  const databaseUrl = await ensureDatabase();
  // The first copy migrates, seeds the demo data (once, into an empty database) and makes the signing keys; then the others.
  const first = startCopy(0, databaseUrl, { seed: true });
  await waitUntilReady(first);
  const others = Array.from({ length: copies - 1 }, (_, i) => startCopy(i + 1, databaseUrl, { seed: false }));
  await Promise.all(others.map(waitUntilReady));
  const targets = [first, ...others];

  const balancer = startBalancer(targets);
  if (!(await listen(balancer, balancerPort, '127.0.0.1'))) fail(`Port ${balancerPort} is in use.`);
  // *.localhost may resolve to ::1 as well.
  const balancer6 = startBalancer(targets);
  await listen(balancer6, balancerPort, '::1');

  console.info(`${copies} copies (${targets.map((t) => `${t.name} :${t.port}`).join(', ')}) on database ${databaseName}, behind`);
  console.info(`  http://localhost:${balancerPort}  http://rsl.localhost:${balancerPort}  http://standard.localhost:${balancerPort}`);
  console.info('Each answer names its copy in the x-served-by header. Ctrl-C stops them all (each drains its requests).');

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    balancer.close();
    balancer6.close();
    const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), sleep(15_000)]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  for (const child of children) child.kill('SIGTERM');
  fail(`The copies could not start: ${error.message}`);
});
