// Reads every workspace package's name, folder and declared role
// ("portal": { "role": ... } in its package.json) once per lint run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function readPackage(folder) {
  const file = join(folder, 'package.json');
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return { name: json.name, folder, role: json.portal?.role };
}

function listWorkspacePackages() {
  const folders = ['tooling', 'e2e', 'deploy'].map((f) => join(repoRoot, f));
  for (const parent of ['apps', 'packages']) {
    const dir = join(repoRoot, parent);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(join(dir, entry.name));
    }
  }
  return folders.map(readPackage).filter(Boolean);
}

export const workspacePackages = listWorkspacePackages();

export function packageByName(name) {
  return workspacePackages.find((p) => p.name === name);
}

export function packageOfFile(file) {
  return workspacePackages
    .filter((p) => file === p.folder || file.startsWith(p.folder + '/'))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
}
