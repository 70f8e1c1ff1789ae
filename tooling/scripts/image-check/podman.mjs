// How podman builds and runs containers on this kind of machine (Debian
// bookworm, root, no systemd, a cgroup v1 layout with a v2 hierarchy beside
// it, a closed network but for the package registries). Each flag is here
// because the default failed:
//
// Building: `--isolation=chroot` runs each RUN step in a chroot with the
// host's network, not in an OCI container, so the build needs no container
// runtime at all. `--format docker` keeps the Dockerfile's HEALTHCHECK (the OCI
// image format has no field for it and podman drops it with a warning).
//
// Running:
// - `--runtime runc`: crun, podman's default, refuses this machine's cgroups
//   ("cgroups in hybrid mode not supported, drop all controllers from
//   cgroupv2": the v2 hierarchy holds hugetlb), with or without
//   --cgroups=disabled. runc runs the container in the v1 hierarchies.
// - `--network host`: podman's default bridge (CNI) would add an interface and
//   10.88.0.0/16 addresses to the machine; on the host's network the server
//   listens on loopback and reaches PostgreSQL at 127.0.0.1, as the check wants.
// - `--ulimit nofile=…,nproc=…`: podman's defaults (1 048 576 each) are above
//   this machine's hard limits, and the runtime may not raise a limit
//   (no CAP_SYS_RESOURCE here): "setrlimit `RLIMIT_NOFILE`: Operation not
//   permitted". podman also lowers its own process limit to 32 768 at start,
//   so the container gets the host's hard limits, nproc at most that.
import { hardLimit, run } from './host.mjs';

export const buildFlags = ['--isolation=chroot', '--network', 'host', '--format', 'docker', '--layers'];

/** On every image and cached layer the check builds, so that only its own stale ones are pruned. */
export const checkLabel = 'member-portal.image-check=true';

/**
 * Removes the images of earlier check builds that nothing uses any more (a
 * rebuild leaves its predecessor's layers, over 1 GB, untagged); the layers
 * of the images tagged now stay, as the next build's cache.
 */
export async function pruneStaleBuilds() {
  const out = await podman(['image', 'prune', '--force', '--filter', `label=${checkLabel}`], { capture: true });
  return out.trim().split('\n').filter(Boolean).length;
}

/** IDs of every container podman knows, the build's working containers included. */
export async function allContainers() {
  return (await podman(['ps', '--all', '--external', '--quiet', '--no-trunc'], { capture: true })).trim().split('\n').filter(Boolean);
}

export function runFlags() {
  const files = Math.min(hardLimit('Max open files'), 1_048_576);
  const processes = Math.min(hardLimit('Max processes'), 32_768);
  return ['--runtime', 'runc', '--network', 'host', '--ulimit', `nofile=${files}:${files}`, '--ulimit', `nproc=${processes}:${processes}`];
}

export function podman(args, options) {
  return run('podman', args, options);
}

export async function imageExists(reference) {
  return podman(['image', 'exists', reference], { capture: true }).then(() => true, () => false);
}

/** Resolves to the pulled reference, or to undefined with the reason when it cannot be pulled. */
export async function tryPull(reference) {
  try {
    await podman(['pull', '--quiet', reference], { capture: true, timeoutMs: 600_000 });
    return { pulled: true };
  } catch (error) {
    return { pulled: false, reason: error.message.split('\n').at(-1) };
  }
}

export async function imageLabels(reference) {
  const out = await podman(['image', 'inspect', '--format', '{{json .Labels}}', reference], { capture: true });
  return JSON.parse(out.trim() || 'null') ?? {};
}

/** The image's size in MB, as podman counts it (all layers). */
export async function imageSizeMb(reference) {
  const out = await podman(['image', 'inspect', '--format', '{{.Size}}', reference], { capture: true });
  return Math.round(Number(out.trim()) / 1e6);
}

/** Removes the container if it exists, whatever state it is in. */
export async function removeContainer(name) {
  await podman(['rm', '--force', '--ignore', '--time', '5', name], { capture: true }).catch(() => {});
}
