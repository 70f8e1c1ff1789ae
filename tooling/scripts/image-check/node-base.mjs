// The base image the Dockerfile builds on: the real node:24-slim when it can
// be had (already here, or pulled), otherwise a local stand-in made of what
// this machine can reach: Debian bookworm from the machine's own Debian mirror
// (debootstrap, minbase variant) and Node from the npm registry.
//
// The stand-in is what node:24-slim is, as far as the Dockerfile can tell:
// Debian bookworm, /usr/local/bin/{node,npm,npx,corepack}, npm and corepack
// in /usr/local/lib/node_modules at the versions that Node release bundles, a
// `node` user and group (uid/gid 1000, home /home/node), the same
// docker-entrypoint.sh, ENTRYPOINT and CMD. Not in it: yarn (the official
// image's /opt/yarn-*; nothing here uses it).
//
// Where each part comes from:
// - Node: the npm registry's `node` package only installs a platform package,
//   `node-linux-<arch>`, at its own version: that package holds bin/node and
//   the headers (no npm, no corepack), so it is packed directly.
// - npm and corepack: their own packages on the npm registry, at the versions
//   the platform package's CHANGELOG.md says that Node release bundles.
//
// Made once and kept as an image (debootstrap alone takes a few minutes);
// `--rebuild-base` makes it again.
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipe, run, seconds } from './host.mjs';
import { imageExists, imageLabels, podman, runFlags, tryPull } from './podman.mjs';

export const officialImage = 'docker.io/library/node:24-slim';
/** Bump when the way the stand-in is made changes: a cached one with another recipe is made again. */
const recipe = '1';
const recipeLabel = 'member-portal.stand-in.recipe';

export function standInTag(nodeVersion) {
  return `localhost/member-portal-node-stand-in:${nodeVersion}`;
}

/**
 * The Debian mirror this machine's apt uses for bookworm: the first `deb`
 * entry with the bookworm suite, from one-line (.list) or deb822 (.sources) files.
 */
export function debianMirror(files) {
  for (const { name, text } of files) {
    if (name.endsWith('.sources')) {
      for (const stanza of text.split(/\n\s*\n/)) {
        const field = (key) => new RegExp(`^${key}:\\s*(.+)$`, 'mi').exec(stanza)?.[1].trim().split(/\s+/) ?? [];
        if (field('Types').includes('deb') && field('Suites').includes('bookworm') && field('URIs')[0]) return field('URIs')[0];
      }
    } else {
      for (const line of text.split('\n')) {
        const match = /^\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/.exec(line);
        if (match) return match[1];
      }
    }
  }
  return 'http://deb.debian.org/debian';
}

function machineMirror() {
  const files = [];
  const add = (path) => existsSync(path) && files.push({ name: path, text: readFileSync(path, 'utf8') });
  add('/etc/apt/sources.list');
  const dir = '/etc/apt/sources.list.d';
  if (existsSync(dir)) for (const name of readdirSync(dir).sort()) add(join(dir, name));
  return debianMirror(files);
}

const newest = (versions) =>
  versions.sort((a, b) => {
    const [x, y] = [a, b].map((v) => v.split('.').map(Number));
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  }).at(-1);

/**
 * The npm and corepack a Node release bundles, from its CHANGELOG.md (which
 * lists its release line's changes, newest first): the newest version each
 * was upgraded to.
 */
export function bundledVersions(changelog) {
  const all = (pattern) => [...changelog.matchAll(pattern)].map((match) => match[1]);
  const npm = newest(all(/\*\*deps\*\*: (?:upgrade|update) npm to (\d+\.\d+\.\d+)/g));
  const corepack = newest(all(/\*\*deps\*\*: (?:upgrade|update) corepack to (\d+\.\d+\.\d+)/g));
  if (!npm || !corepack) throw new Error('the Node CHANGELOG names no npm or corepack version');
  return { npm, corepack };
}

// The official image's entry point: a first argument that is an option or a
// script (not a command) is run with node; anything else is run as it is.
const entrypoint = `#!/bin/sh
set -e
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
`;

async function npmPack(spec, dir) {
  const out = await run('npm', ['pack', spec, '--pack-destination', dir, '--json', '--silent'], { capture: true });
  const [{ filename }] = JSON.parse(out);
  const unpacked = join(dir, filename.replace(/\.tgz$/, ''));
  mkdirSync(unpacked, { recursive: true });
  await run('tar', ['-xzf', join(dir, filename), '-C', unpacked, '--strip-components=1', '--no-same-owner']);
  return unpacked;
}

async function buildStandIn({ nodeVersion, tag, workDir, cacheDir, log }) {
  const rootfs = join(workDir, 'rootfs');
  const packs = join(workDir, 'packs');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  try {
    const mirror = machineMirror();
    log(`  debootstrap --variant=minbase bookworm from ${mirror} (a few minutes)`);
    // --cache-dir keeps the .deb files, so making the stand-in again downloads nothing.
    await run('debootstrap', ['--variant=minbase', `--cache-dir=${cacheDir}`, 'bookworm', rootfs, mirror], { capture: true });

    const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
    if (!arch) throw new Error(`no node-linux package for ${process.arch}`);
    log(`  node-linux-${arch}@${nodeVersion} from the npm registry`);
    const node = await npmPack(`node-linux-${arch}@${nodeVersion}`, packs);
    const { npm, corepack } = bundledVersions(readFileSync(join(node, 'CHANGELOG.md'), 'utf8'));
    log(`  npm@${npm} and corepack@${corepack} (the versions Node ${nodeVersion} bundles)`);
    const npmDir = await npmPack(`npm@${npm}`, packs);
    const corepackDir = await npmPack(`corepack@${corepack}`, packs);

    const local = join(rootfs, 'usr', 'local');
    mkdirSync(join(local, 'bin'), { recursive: true });
    mkdirSync(join(local, 'include'), { recursive: true });
    mkdirSync(join(local, 'lib', 'node_modules'), { recursive: true });
    copyFileSync(join(node, 'bin', 'node'), join(local, 'bin', 'node'));
    chmodSync(join(local, 'bin', 'node'), 0o755);
    cpSync(join(node, 'include', 'node'), join(local, 'include', 'node'), { recursive: true });
    cpSync(npmDir, join(local, 'lib', 'node_modules', 'npm'), { recursive: true });
    cpSync(corepackDir, join(local, 'lib', 'node_modules', 'corepack'), { recursive: true });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin', 'npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin', 'npx'));
    symlinkSync('../lib/node_modules/corepack/dist/corepack.js', join(local, 'bin', 'corepack'));
    writeFileSync(join(local, 'bin', 'docker-entrypoint.sh'), entrypoint, { mode: 0o755 });

    // As the official Dockerfile makes its user.
    await run('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node'], { capture: true });
    await run('chroot', [rootfs, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node'], { capture: true });

    // What belongs to the machine that made it, not to an image (podman provides hostname and DNS at run time).
    for (const leftover of ['etc/hostname', 'etc/resolv.conf', 'var/log/bootstrap.log']) rmSync(join(rootfs, leftover), { force: true });
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt', 'var/cache/apt/archives']) {
      for (const entry of readdirSync(join(rootfs, dir))) {
        if (!['partial', 'archives', 'lock'].includes(entry)) rmSync(join(rootfs, dir, entry), { recursive: true, force: true });
      }
    }

    log(`  importing it as ${tag}`);
    await pipe(
      ['tar', ['--numeric-owner', '-C', rootfs, '-cf', '-', '.']],
      ['podman', [
        'import',
        '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        '--change', `ENV NODE_VERSION=${nodeVersion}`,
        '--change', 'ENTRYPOINT ["docker-entrypoint.sh"]',
        '--change', 'CMD ["node"]',
        '--change', `LABEL ${recipeLabel}=${recipe}`,
        '--change', `LABEL org.opencontainers.image.description="Local stand-in for node:24-slim: Debian bookworm minbase, Node ${nodeVersion}, npm ${npm}, corepack ${corepack}"`,
        '-', tag,
      ], { capture: true }],
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  // It must run what the Dockerfile runs: node, npm, corepack, and have the node user.
  const said = await podman(['run', '--rm', ...runFlags(), tag, 'sh', '-c', 'node --version && npm --version && corepack --version && id -u node && id -g node'], { capture: true });
  const [nodeSaid, , , uid, gid] = said.trim().split('\n');
  if (nodeSaid !== `v${nodeVersion}` || uid !== '1000' || gid !== '1000') throw new Error(`the stand-in is not right: ${said.trim().replaceAll('\n', ', ')}`);
}

/**
 * Resolves to { image, how, seconds }: the reference to build on, and how it
 * was had (`node:24-slim` itself, or the stand-in, cached or made now).
 */
export async function ensureNodeBase({ nodeVersion, rebuild, workDir, cacheDir, log }) {
  const started = Date.now();
  if (await imageExists(officialImage)) return { image: officialImage, how: 'node:24-slim (already here)', seconds: 0 };
  const pull = await tryPull(officialImage);
  if (pull.pulled) return { image: officialImage, how: 'node:24-slim (pulled)', seconds: seconds(started) };
  log(`node:24-slim cannot be pulled here (${pull.reason}): using a local stand-in`);

  const tag = standInTag(nodeVersion);
  if (!rebuild && (await imageExists(tag)) && (await imageLabels(tag))[recipeLabel] === recipe) {
    return { image: tag, how: `stand-in ${tag} (cached)`, seconds: seconds(started) };
  }
  log(`making the stand-in ${tag}`);
  await buildStandIn({ nodeVersion, tag, workDir, cacheDir, log });
  return { image: tag, how: `stand-in ${tag} (made now)`, seconds: seconds(started) };
}
