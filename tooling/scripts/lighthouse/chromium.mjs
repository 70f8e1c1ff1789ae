// The system Chromium, headless, started with --remote-debugging-port and a
// profile of its own; Lighthouse and the sign-in drive it through that port.
//
// The Puppeteer that connects is the puppeteer-core Lighthouse itself depends
// on (resolved from Lighthouse's own folder): Lighthouse is handed a page of
// that Puppeteer so it measures in the tab that signed in — a new tab, which
// is what Lighthouse opens when it is given only a port, starts without the
// member's session (the sign-in keeps it in the tab's sessionStorage).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

// The same switches e2e's Playwright passes the browser, plus headless.
const switches = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--no-default-browser-check', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function lighthousePuppeteer() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const module = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href);
  return module.default ?? module;
}

/** Starts Chromium; resolves to `{ browser, port, version, close() }` (browser: Puppeteer's, connected through the debugging port). */
export async function startChromium(executable) {
  if (!existsSync(executable)) throw new Error(`no Chromium at ${executable} (set --chromium or CHROME_PATH; CI installs Debian's chromium)`);
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(executable, [...switches, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  process.once('exit', () => {
    if (exited === null) child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  });

  // Chromium writes the port it picked to DevToolsActivePort in the profile.
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 60_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (exited !== null) throw new Error(`Chromium exited (${exited}) before it opened its debugging port`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port within 60 s');
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);

  const puppeteer = await lighthousePuppeteer();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const version = await browser.version();
  return {
    browser,
    port,
    version,
    close: async () => {
      const gone = exited !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done));
      await browser.close().catch(() => {});
      await Promise.race([gone, sleep(10_000)]);
      if (exited === null) child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
