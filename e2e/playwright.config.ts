// Playwright drives the system Chromium (no browser download: a fresh machine
// has none and cannot fetch one) against the built portal, started here on
// its own port with a fresh embedded database and the demo data.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort } from './support/brands.ts';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile-375', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
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
