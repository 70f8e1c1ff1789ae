#!/usr/bin/env node
// `pnpm image:check`: the container image, built and run on this machine.
// There is no Docker daemon and no container registry here, so:
//   1. the Debian packages it needs are installed when missing (podman, runc,
//      debootstrap, psql);
//   2. the base is node:24-slim when it can be pulled, otherwise a local
//      stand-in made from Debian's mirror and the npm registry (node-base.mjs),
//      made once and kept;
//   3. the Dockerfile is built with podman (chroot isolation; podman.mjs says
//      why each flag), the runtime image and its build stage;
//   4. against a database of its own on the machine's PostgreSQL
//      (portal_image_check, made anew and dropped at the end): the image's
//      `node dist/migrate.js` migrates it, the seed tool of the build stage adds
//      the demo accounts (development mode, as compose.yaml's `seed` service
//      does: production never seeds), then the image runs with production
//      settings (NODE_ENV=production, https PUBLIC_ORIGIN, fresh secrets,
//      TRUST_PROXY=true as behind compose's nginx);
//   5. the three brand sites, /health/ready, the image's HEALTHCHECK, sign-in
//      through the real OpenID Connect flow and one member call must answer;
//   6. the container is stopped with its STOPSIGNAL and must exit 0.
// It prints a table and exits 1 when anything failed. The container and the
// database are removed however it ends; the images are kept (the next build
// reuses their layers).
//
// Not part of `npm test`: it builds the whole image (minutes, ~1 GB of layers),
// installs system packages and needs root and PostgreSQL.
//
//   pnpm image:check                   # the working tree, as `docker build .` would see it
//   pnpm image:check --from-git HEAD   # a commit, without the checkout's uncommitted changes
//   pnpm image:check --rebuild-base    # make the node:24-slim stand-in again
//   pnpm image:check --port 18080      # the port the container listens on (host network)
//   DATABASE_URL=postgres://…/postgres pnpm image:check   # another PostgreSQL (default postgres://postgres@127.0.0.1:5432/postgres)
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDebianPackages, pipe, run, seconds, start, stopAll } from './host.mjs';
import { ensureNodeBase } from './node-base.mjs';
import { allContainers, buildFlags, checkLabel, imageSizeMb, podman, pruneStaleBuilds, removeContainer, runFlags } from './podman.mjs';
import { EdgeBrowser, demoMember, memberAnswers, signIn, siteAnswers } from './portal-calls.mjs';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const dataDir = join(repoRoot, '.data', 'image-check');
const image = 'localhost/member-portal:image-check';
const buildStageImage = 'localhost/member-portal:image-check-build';
const container = 'member-portal-image-check';
const databaseName = 'portal_image_check';
// As compose.yaml's default: alic at it, rsl. and standard. before its host.
const publicOrigin = 'https://localhost:8443';
const brands = ['alic', 'rsl', 'standard'];

const usage = `usage: pnpm image:check [--from-git <commit>] [--rebuild-base] [--port <n>]
  --from-git <commit>  build that commit (git archive) instead of the working tree
  --rebuild-base       make the node:24-slim stand-in again even if one is kept
  --port <n>           the port the container listens on, on the host's network (default 18080)
  DATABASE_URL         the PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres);
                       the check makes and drops its own database ${databaseName} there`;

const needs = [
  { command: 'podman', debianPackage: 'podman', why: 'builds and runs the image' },
  { command: 'runc', debianPackage: 'runc', why: 'the container runtime that works on this machine (podman.mjs)' },
  { command: 'debootstrap', debianPackage: 'debootstrap', why: 'the node:24-slim stand-in' },
  { command: 'psql', debianPackage: 'postgresql-client', why: "makes and drops the check's database" },
];

const log = (line) => console.log(`image:check: ${line}`);

function siteHost(brand) {
  const { hostname, port } = new URL(publicOrigin);
  return `${brand === 'alic' ? hostname : `${brand}.${hostname}`}${port ? `:${port}` : ''}`;
}

/** The brand's <title> in the index.html the image was built from: what its site must answer with. */
function brandTitle(context, brand) {
  return /<title>([^<]*)<\/title>/.exec(readFileSync(join(context, 'apps', brand, 'index.html'), 'utf8'))?.[1];
}

function databaseUrls() {
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const check = new URL(admin);
  check.pathname = `/${databaseName}`;
  return { admin: admin.href, check: check.href };
}

const psql = (url, sql) => run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { capture: true });

/** podman build of the Dockerfile (or one stage of it), its output kept in a log file with the steps shown as they start. */
async function buildImage({ context, base, tag, target, logFile }) {
  const args = ['build', ...buildFlags, '--label', checkLabel, '--build-arg', `NODE_IMAGE=${base}`, '-t', tag, ...(target ? ['--target', target] : [])];
  // Where this machine reaches the npm registry through a TLS-inspecting proxy,
  // Node trusts it through NODE_EXTRA_CA_CERTS: the build's RUN steps get the
  // same bundle, mounted for them only (the Dockerfile's build-stage ARG).
  const hostBundle = process.env.NODE_EXTRA_CA_CERTS;
  if (hostBundle && existsSync(hostBundle)) {
    args.push('--volume', `${hostBundle}:/run/host-ca-certificates.crt:ro`, '--build-arg', 'NODE_EXTRA_CA_CERTS=/run/host-ca-certificates.crt');
  }
  args.push('--file', join(context, 'Dockerfile'), context);
  const out = createWriteStream(logFile);
  const child = start('podman', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let rest = '';
  const tail = [];
  const read = (chunk) => {
    out.write(chunk);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (/^(\[\d+\/\d+\] )?STEP \d+\/\d+: (FROM|RUN|COPY)/.test(line)) log(`  ${line.slice(0, 150)}`);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const code = await new Promise((resolve) => child.on('close', resolve));
  out.end();
  if (code !== 0) throw new Error(`podman build exited ${code} (whole log: ${logFile}):\n${tail.join('\n')}`);
}

/** The build context: the working tree, or a commit's files (git archive). */
async function buildContext(fromGit) {
  if (!fromGit) return { context: repoRoot, label: 'the working tree' };
  const context = join(dataDir, 'context');
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  const commit = (await run('git', ['-C', repoRoot, 'rev-parse', '--short', `${fromGit}^{commit}`], { capture: true })).trim();
  await pipe(['git', ['-C', repoRoot, 'archive', commit]], ['tar', ['-x', '-C', context]]);
  return { context, label: `commit ${commit}`, cleanup: () => rmSync(context, { recursive: true, force: true }) };
}

/** Whether nothing listens on the port yet (the container takes it on the host's network). */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitUntilReady(browser, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const state = (await podman(['inspect', '--format', '{{.State.Status}}', container], { capture: true })).trim();
    if (state !== 'running') throw new Error(`the container is ${state}`);
    const ready = await browser.get('/health/ready').then((answer) => answer.status === 200, () => false);
    if (ready) return (Date.now() - started) / 1000;
    await sleep(500);
  }
  throw new Error(`/health/ready did not answer 200 within ${limitMs / 1000} s`);
}

/** What the server printed (stdout and stderr), or '' when there is no container. */
function containerLogs(args) {
  return run('sh', ['-c', `podman logs ${args.join(' ')} ${container} 2>&1`], { capture: true }).catch(() => '');
}

/** An error for the table: its last line (a command's own complaint rather than its command line), cut short. */
function briefly(error) {
  const last = error.message.trim().split('\n').filter(Boolean).at(-1) ?? '';
  return last.length > 110 ? `${last.slice(0, 107)}...` : last;
}

function printTable(rows) {
  const header = ['check', 'result', 'detail'];
  const widths = [0, 1].map((i) => Math.max(header[i].length, ...rows.map((row) => row[i].length)));
  const line = ([name, result, detail]) => `  ${name.padEnd(widths[0])}  ${result.padEnd(widths[1])}  ${detail}`;
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const { values } = parseArgs({
    options: { 'from-git': { type: 'string' }, 'rebuild-base': { type: 'boolean' }, port: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(usage);
  const port = Number(values.port ?? 18080);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error('--port must be 1024-65535');
  if (!(await portFree(port))) throw new Error(`port ${port} is in use on 127.0.0.1: pass another with --port`);
  mkdirSync(dataDir, { recursive: true });

  const rows = [];
  const cleanups = [];
  let failed = false;
  const record = (check, result, detail) => {
    rows.push([check, result, detail]);
    if (result === 'FAIL') failed = true;
  };
  /** A step the next ones need: its failure ends the run (after the cleanup). */
  const must = async (check, action) => {
    const started = Date.now();
    try {
      record(check, 'ok', (await action()) ?? `${seconds(started)} s`);
    } catch (error) {
      record(check, 'FAIL', briefly(error));
      throw error;
    }
  };
  /** A check the others do not need: its failure is recorded and the run goes on. */
  const check = async (name, action) => {
    try {
      record(name, 'ok', await action());
    } catch (error) {
      record(name, 'FAIL', briefly(error));
    }
  };

  const cleanUp = async () => {
    while (cleanups.length > 0) await cleanups.pop()().catch((error) => log(`cleanup: ${error.message}`));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`${signal}: stopping, then removing the container and the database`);
      stopAll().then(cleanUp).finally(() => process.exit(130));
    });
  }

  const started = Date.now();
  try {
    await must('Debian packages', async () => {
      const installed = await ensureDebianPackages(needs, log);
      return installed.length > 0 ? `installed ${installed.join(', ')}` : 'all there';
    });

    let base;
    await must('base image', async () => {
      base = await ensureNodeBase({
        nodeVersion: readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim(),
        rebuild: values['rebuild-base'] ?? false,
        workDir: '/var/tmp/member-portal-image-check/stand-in',
        cacheDir: '/var/cache/member-portal-image-check/debootstrap',
        log,
      });
      return `${base.how}, ${base.seconds} s`;
    });

    const { context, label, cleanup } = await buildContext(values['from-git']);
    if (cleanup) cleanups.push(async () => cleanup());
    await must(`image build (${label})`, async () => {
      const buildStarted = Date.now();
      // A build that fails or is stopped leaves its working containers behind: those are removed.
      const before = new Set(await allContainers());
      cleanups.push(async () => {
        const left = (await allContainers()).filter((id) => !before.has(id));
        if (left.length > 0) await podman(['rm', '--force', ...left], { capture: true });
      });
      log(`building ${image} from ${label} on ${base.image}`);
      await buildImage({ context, base: base.image, tag: image, logFile: join(dataDir, 'build.log') });
      // The build stage (for the seed tool): every layer is already there.
      await buildImage({ context, base: base.image, tag: buildStageImage, target: 'build', logFile: join(dataDir, 'build-stage.log') });
      const pruned = await pruneStaleBuilds();
      return `${seconds(buildStarted)} s, ${await imageSizeMb(image)} MB${pruned > 0 ? ` (${pruned} stale layers of earlier builds pruned)` : ''}`;
    });

    const urls = databaseUrls();
    await must(`database ${databaseName}`, async () => {
      await psql(urls.admin, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await psql(urls.admin, `CREATE DATABASE ${databaseName}`);
      cleanups.push(() => psql(urls.admin, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
      return `made on ${new URL(urls.admin).host}`;
    });

    await must('migrations (node dist/migrate.js)', async () => {
      const said = await podman(['run', '--rm', ...runFlags(), '--no-healthcheck', '-e', `DATABASE_URL=${urls.check}`, image, 'node', 'dist/migrate.js'], { capture: true });
      const applied = /Applied migrations: (.*)\./.exec(said)?.[1]?.split(', ').length;
      if (!applied) throw new Error(`migrate.js said: ${said.trim()}`);
      return `${applied} applied`;
    });

    await must('demo accounts (seed tool, build stage)', async () => {
      await podman(
        [
          'run', '--rm', ...runFlags(), '--workdir', '/repo/apps/server', '-e', 'NODE_ENV=development', '-e', `DATABASE_URL=${urls.check}`,
          buildStageImage, 'pnpm', 'exec', 'tsx', 'src/db/seed/cli.ts', '--members', '10',
        ],
        { capture: true },
      );
      return `${demoMember.email} and 10 synthetic members`;
    });

    const browsers = Object.fromEntries(brands.map((brand) => [brand, new EdgeBrowser(port, siteHost(brand))]));
    await must('server starts (production settings)', async () => {
      await removeContainer(container);
      cleanups.push(() => removeContainer(container));
      await podman(
        [
          'run', '--detach', '--name', container, ...runFlags(),
          // No systemd here to run the HEALTHCHECK on a timer: it is run once below instead.
          '--health-interval', 'disable',
          '-e', `DATABASE_URL=${urls.check}`,
          '-e', `PUBLIC_ORIGIN=${publicOrigin}`,
          '-e', `COOKIE_KEYS=${randomBytes(32).toString('base64url')}`,
          '-e', `KEY_ENCRYPTION_SECRET=${randomBytes(32).toString('base64url')}`,
          '-e', 'TRUST_PROXY=true',
          // On the host's network: loopback only, on a port of its own.
          '-e', 'HOST=127.0.0.1',
          '-e', `PORT=${port}`,
          '-e', 'PDF_THREADS=1',
          image,
        ],
        { capture: true },
      );
      const after = await waitUntilReady(browsers.alic, 120_000);
      const [user, mode] = (await podman(['exec', container, 'node', '-p', 'require("os").userInfo().username + " " + process.env.NODE_ENV'], { capture: true })).trim().split(' ');
      if (user !== 'node' || mode !== 'production') throw new Error(`runs as ${user} with NODE_ENV=${mode}`);
      return `ready after ${after.toFixed(1)} s, as user ${user}, NODE_ENV=${mode}`;
    });

    await check('/health/ready', async () => {
      const answer = await browsers.alic.get('/health/ready');
      if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
      return `200 ${answer.text.slice(0, 60)}`;
    });
    await check('HEALTHCHECK (podman healthcheck run)', async () => {
      const said = await podman(['healthcheck', 'run', container], { capture: true }).catch((error) => error.message);
      if (said.trim() !== '' && said.trim() !== 'healthy') throw new Error(said.trim().split('\n').at(-1));
      return 'healthy';
    });
    for (const brand of brands) {
      await check(`site ${brand} (Host ${siteHost(brand)})`, () => siteAnswers(browsers[brand], brandTitle(context, brand)));
    }
    let tokens;
    await check('sign-in (code + PKCE, /oidc/alic)', async () => {
      tokens = await signIn(browsers.alic, { partner: 'alic', origin: publicOrigin, ...demoMember });
      return `tokens for ${demoMember.email}`;
    });
    await check('member call GET /api/alic/members', async () => {
      if (!tokens) throw new Error('no access token (the sign-in failed)');
      return memberAnswers(browsers.alic, { partner: 'alic', accessToken: tokens.access_token, email: demoMember.email });
    });

    await must('stop (STOPSIGNAL SIGTERM)', async () => {
      const stopStarted = Date.now();
      await podman(['stop', '--time', '20', container], { capture: true });
      const exit = (await podman(['inspect', '--format', '{{.State.ExitCode}}', container], { capture: true })).trim();
      if (exit !== '0') throw new Error(`exited ${exit}`);
      return `exit 0 after ${((Date.now() - stopStarted) / 1000).toFixed(1)} s`;
    });
  } catch (error) {
    failed = true;
    console.error(`image:check: ${error.message}`);
    const logs = await containerLogs(['--tail', '30']);
    if (logs.trim()) console.error(`the container's last lines:\n${logs.trim()}`);
  } finally {
    if (failed) {
      const logs = await containerLogs([]);
      if (logs) createWriteStream(join(dataDir, 'server.log')).end(logs);
    }
    await cleanUp();
  }

  printTable(rows);
  console.log(`\n${failed ? 'FAILED' : 'passed'} in ${seconds(started)} s (build logs in ${dataDir})`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(`image:check: ${error.message}`);
  process.exitCode = 1;
});
