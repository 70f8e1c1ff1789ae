import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createDocumentRenderer } from '../documents/index.ts';
import { createInProcessPdfPool } from '../../test/support/documents/in-process-pool.ts';
import { productionEnv } from '../../test/support/production-env.ts';
import { testConfig } from '../../test/app-testing.ts';
import { describeOnEachDatabase } from '../../test/support/test-databases.ts';
import { createOutbox } from './outbox.ts';

// Built sites whose SPA fallback would answer any other GET path with index.html.
async function builtSites(sitesDir: string) {
  for (const partner of ['alic', 'rsl', 'standard']) {
    const dist = join(sitesDir, partner, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'index.html'), `<!doctype html><title>${partner} portal</title><div id="root"></div>`);
  }
}

const hosts = ['localhost:8080', 'rsl.localhost:8080', 'standard.localhost:8080'];

/** The whole application (no demo data needed) over the suite's database, with built sites. */
function describeOutboxApp(title: string, env: Record<string, string>, define: (app: () => FastifyInstance, db: () => Database) => void) {
  describeOnEachDatabase(title, ({ db }) => {
    let app: FastifyInstance | undefined;
    let sitesDir: string | undefined;
    beforeAll(async () => {
      sitesDir = await mkdtemp(join(tmpdir(), 'portal-outbox-sites-'));
      await builtSites(sitesDir);
      const renderDocument = createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument;
      app = await buildApp(testConfig({ SITES_DIR: sitesDir, ...env }), { db: db(), renderDocument });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      if (sitesDir) await rm(sitesDir, { recursive: true, force: true });
    });
    define(() => app!, db);
  });
}

describeOutboxApp('development outbox routes', {}, (app, db) => {
  it('lists the messages as JSON, newest first, on every brand host, and ?to= keeps one destination', async () => {
    const outbox = createOutbox(db());
    await outbox.add({ to: 'first@example.com', channel: 'email', subject: 'Your RSL verification code', text: 'Your RSL verification code is 111111.' });
    await outbox.add({ to: '5035551234', channel: 'text', subject: 'Verification code', text: 'Your code is 222222.' });
    await outbox.add({ to: 'first@example.com', channel: 'email', subject: 'Your RSL verification code', text: 'Your RSL verification code is 333333.' });

    for (const host of hosts) {
      const answer = await app().inject({ method: 'GET', url: '/dev/outbox.json', headers: { host } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const messages = answer.json<{ to: string; channel: string; subject: string; text: string; at: string }[]>();
      expect(messages.slice(0, 3).map((m) => m.text)).toEqual([
        'Your RSL verification code is 333333.',
        'Your code is 222222.',
        'Your RSL verification code is 111111.',
      ]);
      expect(messages[0]).toEqual({
        to: 'first@example.com', channel: 'email', subject: 'Your RSL verification code', text: 'Your RSL verification code is 333333.',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    }

    const filtered = await app().inject({ method: 'GET', url: '/dev/outbox.json?to=FIRST%40example.com', headers: { host: hosts[1] } });
    expect(filtered.json<{ text: string }[]>().map((m) => m.text)).toEqual([
      'Your RSL verification code is 333333.',
      'Your RSL verification code is 111111.',
    ]);
  });

  it('shows a readable English page of the messages, newest first, with what they say escaped', async () => {
    await createOutbox(db()).add({ to: 'page@example.com', channel: 'voice', subject: 'Call <script>', text: 'Your code is 4 5 6 7 8.' });
    const page = await app().inject({ method: 'GET', url: '/dev/outbox', headers: { host: hosts[2] } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Development outbox</h1>');
    expect(page.body).toContain('Voice call to <strong>page@example.com</strong>');
    expect(page.body).toContain('Call &lt;script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body.indexOf('Your code is 4 5 6 7 8.')).toBeLessThan(page.body.indexOf('Your code is 222222.'));

    const one = await app().inject({ method: 'GET', url: '/dev/outbox?to=nobody@example.com', headers: { host: hosts[0] } });
    expect(one.body).toContain('No messages yet.');
  });
});

describeOutboxApp('development outbox routes in production', productionEnv, (app, db) => {
  it('answers 404 on both paths, never the site', async () => {
    await createOutbox(db()).add({ to: 'prod@example.com', channel: 'email', subject: 'Kept by mistake', text: 'Secret 999999.' });
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=prod@example.com']) {
      const answer = await app().inject({ method: 'GET', url, headers: { host: hosts[1] } });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('999999');
      expect(answer.body).not.toContain('portal</title>');
    }
  });
});
