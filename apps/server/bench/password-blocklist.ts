// What the password policy's breached-password list costs (a
// script, not a test): the first check loads the list into a Set (time and
// heap), every later check is a Set lookup plus the character rules — timed
// over 100 000 different passwords so no answer is reused.
//
//   cd apps/server && node_modules/.bin/tsx bench/password-blocklist.ts
import { performance } from 'node:perf_hooks';
import { checkPassword } from '../src/identity/password-policy/password-policy.ts';

const owner = { userId: 'sam.rivera@example.com', firstName: 'Sam', lastName: 'Rivera' };
const heapBefore = process.memoryUsage().heapUsed;
const loadStart = performance.now();
checkPassword('Quokka-Zephyr-Vortex-8351!', owner);
const loadMs = performance.now() - loadStart;
const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

const checks = 100_000;
const checkStart = performance.now();
for (let i = 0; i < checks; i++) checkPassword(`Quokka-Zephyr-${i}-Vortex!`, owner);
const perCheckMicros = ((performance.now() - checkStart) * 1000) / checks;

console.info(`first check (loads the list): ${loadMs.toFixed(0)} ms`);
console.info(`heap held by the list: ${heapMiB.toFixed(1)} MiB`);
console.info(`each later check (${checks.toLocaleString('en-US')} different passwords): ${perCheckMicros.toFixed(2)} µs`);
