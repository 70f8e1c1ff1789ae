// What the doc says about where and what a run measured.
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

export function machineNote() {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${cores.length} cores (${model}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;
}

/** The measured checkout's commit, and whether the paths its build comes from had uncommitted changes. */
export function checkoutState(checkout) {
  const git = (...args) => execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
  try {
    return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain', '--', 'apps', 'packages', 'tooling/vite') !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}
