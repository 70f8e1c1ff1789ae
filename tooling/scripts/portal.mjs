#!/usr/bin/env node
// The README's two commands. A fresh machine has Node and npm only (no pnpm,
// and Corepack's signature check fails here), so a pinned pnpm is fetched
// through npx; after install, the workspace's own pnpm devDependency is used.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    // turbo spawns `pnpm run …` itself, so the workspace's pnpm must be on PATH.
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
      TURBO_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function install() {
  const localPnpm = join(root, 'node_modules', '.bin', 'pnpm');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  if (existsSync(localPnpm)) run(localPnpm, ['install', ...frozen]);
  else run('npx', ['--yes', packageManager, 'install', ...frozen]);
  return localPnpm;
}

// turbo is run directly: under `pnpm exec` it cannot spawn `pnpm run` for its tasks.
const turbo = join(root, 'node_modules', '.bin', 'turbo');

const command = process.argv[2];
if (command === 'start') {
  const pnpm = install();
  run(turbo, ['run', 'build', '--filter=@portal/server', '--filter=./apps/*']);
  run(pnpm, ['--filter', '@portal/server', 'run', 'serve']);
} else if (command === 'test') {
  const pnpm = install();
  // lint, typecheck, unit and server integration (PGlite + PostgreSQL), builds
  run(turbo, ['run', 'lint', 'typecheck', 'test', 'build', 'build-storybook', '--concurrency=2', '--continue=dependencies-successful']);
  run(pnpm, ['run', 'size']); // issue 12: the sites' first-load JavaScript within its budgets (tooling/scripts/bundle-size.mjs)
  run(pnpm, ['--filter', '@portal/e2e', 'run', 'e2e']);
} else {
  console.error('usage: node tooling/scripts/portal.mjs start|test');
  process.exit(2);
}
