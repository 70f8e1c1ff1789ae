// Commands on the host for `pnpm image:check`: running them (output shown or
// captured), and the Debian packages it needs, installed when missing so the
// check works on a fresh machine of this kind (root, Debian's mirror reachable).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const running = new Set();

/** Spawns a command that `stopAll` can end (Ctrl-C must not leave a build running on its own). */
export function start(command, args, options) {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('close', () => running.delete(child));
  return child;
}

/** Ends the commands still running, and resolves once they have exited. */
export async function stopAll() {
  const exits = [...running].map((child) => new Promise((resolve) => child.once('close', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/**
 * Runs `command` and resolves to its stdout (captured) or '' (shown).
 * Rejects with the command line, its exit and the tail of what it printed.
 */
export function run(command, args, { capture = false, input, env, cwd, timeoutMs } = {}) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, {
      cwd,
      env: env ? { ...process.env, ...env } : process.env,
      stdio: [input === undefined ? 'ignore' : 'pipe', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    if (input !== undefined) {
      if (typeof input === 'string') child.stdin.end(input);
      else input.pipe(child.stdin);
    }
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGTERM'), timeoutMs) : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(stdout);
      const tail = stderr.trim().split('\n').slice(-15).join('\n');
      reject(new Error(`\`${[command, ...args].join(' ')}\` ${signal ? `was stopped (${signal})` : `exited ${code}`}${tail ? `:\n${tail}` : ''}`));
    });
  });
}

/** `a | b`: resolves when both exit 0. */
export async function pipe([command, args], [command2, args2, options = {}]) {
  const producer = start(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const produced = new Promise((resolve, reject) => {
    producer.on('error', reject);
    producer.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`\`${command} ${args.join(' ')}\` exited ${code}`))));
  });
  const [, out] = await Promise.all([produced, run(command2, args2, { ...options, input: producer.stdout })]);
  return out;
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function installed(debianPackage) {
  const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', debianPackage], { encoding: 'utf8' });
  return status.status === 0 && status.stdout.includes('install ok installed');
}

/**
 * Installs the Debian packages of `needs` ({ command, debianPackage, why })
 * whose command is missing (apt-get update first, once).
 */
export async function ensureDebianPackages(needs, log) {
  const missing = needs.filter(({ command, debianPackage }) => !commandExists(command) && !installed(debianPackage));
  if (missing.length === 0) return [];
  const names = missing.map((need) => need.debianPackage);
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages ${names.join(', ')}: install them (apt-get install ${names.join(' ')}) or run as root`);
  }
  for (const { debianPackage, why } of missing) log(`installing ${debianPackage} (${why})`);
  await run('apt-get', ['update', '-qq'], { capture: true });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { capture: true, env: { DEBIAN_FRONTEND: 'noninteractive' } });
  return names;
}

/** This process's hard limit of a resource named as in /proc/self/limits ("Max open files"): a number or Infinity. */
export function hardLimit(name) {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith(name));
  const hard = line?.slice(name.length).trim().split(/\s+/)[1];
  if (hard === undefined) throw new Error(`no "${name}" in /proc/self/limits`);
  return hard === 'unlimited' ? Infinity : Number(hard);
}

export function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}
