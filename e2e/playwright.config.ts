// Playwright drives the system Chromium (no browser download: a fresh machine
// has none and cannot fetch one) against the built portal, started here on
// its own port with a fresh embedded database and the demo data.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { e2ePort } from './support/brands.ts';
import { changesAHouseholdsSharing, endsTheAccountsSessions } from './support/session.ts';

// Debian's headless shell (package chromium-headless-shell, which .ci/run installs) is the same engine without
// the full browser's GPU process and UI renderers: about a fifth less CPU per test on this 2-core machine.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const mobile375 = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
// Tests that change what other tests read of a shared demo account run last, one project after the other: first
// those that turn a household's claim sharing on and off (the policyholder's claims list), then those that sign a
// demo account out everywhere — apart, since the household tests sign in as those same policyholders.
const endingSessions = new RegExp(endsTheAccountsSessions);
const changingSharing = new RegExp(changesAHouseholdsSharing);
const laterStages = new RegExp(`${endsTheAccountsSessions}|${changesAHouseholdsSharing}`);

export default defineConfig({
  testDir: './tests',
  // Room for a slower machine of this kind: with four workers on two cores a step can wait several times longer
  // than alone (the member-route sweep: 1 min alone, about 4 min with three others). Limits, not sleeps.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // A test spends most of its time waiting on the browser's network and timers, not computing: four at once keep
  // both cores busy (two left them half idle: 40 min for the suite, 14 min with four and the headless shell).
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  // PLAYWRIGHT_JSON_OUTPUT_NAME=<file> adds a JSON record of every test's time (where the worker-seconds go).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // A trace only when a failed test is tried again (CI retries once): recording one for every test, to keep it only
    // on a failure, took about 45 % of a test's CPU (the member-route sweep alone: 29–32 → 16–17 CPU-s).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: laterStages },
    { name: 'mobile-375', use: mobile375, grepInvert: laterStages },
    // The phone's household tests wait for the desktop's: both turn the same households' sharing on and off.
    { name: 'desktop, households', use: desktop, grep: changingSharing, dependencies: ['desktop', 'mobile-375'] },
    { name: 'mobile-375, households', use: mobile375, grep: changingSharing, dependencies: ['desktop, households'] },
    // A shared demo account's sign-out ends its sessions everywhere, so those tests wait until the rest are done,
    // and the phone's wait for the desktop's (each signs the same accounts out).
    { name: 'desktop, sessions ending', use: desktop, grep: endingSessions, dependencies: ['mobile-375, households'] },
    { name: 'mobile-375, sessions ending', use: mobile375, grep: endingSessions, dependencies: ['desktop, sessions ending'] },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${e2ePort}/api/alic/features`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
      LOG_LEVEL: 'warn',
      // Every test is the same client address, 127.0.0.1, as the server sees it (no proxy is trusted, so a
      // forged X-Forwarded-For would change nothing); the whole run signs up, fails and reports vitals far more
      // than one person, so the per-address limits are scaled up for it. Per-account limits stay as they are.
      TRUST_PROXY: 'false',
      THROTTLE_ADDRESS_LIMIT_SCALE: '100',
    },
  },
});
