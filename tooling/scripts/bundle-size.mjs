#!/usr/bin/env node
// Bundle-size report: for each built brand, the JavaScript a first visit
// downloads (the entry script plus its modulepreloads) and its gzip size.
// Run after a build: `node tooling/scripts/bundle-size.mjs`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const brands = ['alic', 'rsl', 'standard'];

function initialScripts(html) {
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...sources, ...preloads])];
}

const rows = [];
for (const brand of brands) {
  const dist = join(root, 'apps', brand, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${brand}: not built (run the build first)`);
    process.exitCode = 1;
    continue;
  }
  const files = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  rows.push({ brand, files: files.length, rawKiB: (raw / 1024).toFixed(1), gzipKiB: (gzip / 1024).toFixed(1) });
}
console.table(rows);
