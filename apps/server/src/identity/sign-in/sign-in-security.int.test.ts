// Sign-in at the identity provider: slowed down after
// repeated wrong passwords (known email or not), the message in the page's
// language; a hash of older scrypt parameters replaced at sign-in; a notice
// of each sign-in sent to the member.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { seedDemoDataIfEmpty } from '../../db/seed/seed.ts';
import { createDocumentRenderer } from '../../documents/index.ts';
import { createInProcessPdfPool } from '../../../test/support/documents/in-process-pool.ts';
import type { Messenger, OutgoingMessage } from '../../messaging/messenger.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { startSignIn, submitCredentials } from '../../../test/support/sign-in.ts';
import { testConfig } from '../../../test/app-testing.ts';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

const origin = 'http://localhost:8080';
const alert = (body: string) => /<div id="signin-error" class="alert" role="alert" tabindex="-1" autofocus>([^<]*)<\/div>/.exec(body)?.[1];

describeOnEachDatabase('sign-in security', ({ db }) => {
  const sent: OutgoingMessage[] = [];
  let mailServerDown = false;
  const messenger: Messenger = {
    send: async (message) => {
      if (mailServerDown) throw new Error('SMTP connection refused');
      sent.push(message);
    },
  };
  let app: FastifyInstance;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = await mkdtemp(join(tmpdir(), 'portal-sites-'));
    await seedDemoDataIfEmpty(db(), 20);
    const renderDocument = createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument;
    app = await buildApp(testConfig({ SITES_DIR: sitesDir }), { db: db(), renderDocument, messenger });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(sitesDir, { recursive: true, force: true });
  });

  async function tryPassword(email: string, password: string, lang = 'en') {
    const user = new TestBrowser(app, 'localhost:8080');
    const start = await startSignIn(user, 'alic', origin);
    return user.postForm(`${start.loginPageUrl}/login`, { email, password, lang });
  }

  it('after 5 wrong passwords makes the next try wait, even with the right password, and says so in the page', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await tryPassword('alic.terminated@example.com', `Wrong-Password-${i}!`);
      expect(wrong.statusCode).toBe(200);
      expect(alert(wrong.body)).toBe('The email or password is incorrect.');
    }
    const held = await tryPassword('alic.terminated@example.com', demoPassword);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toMatch(/^(2\d|30)$/);
    expect(held.headers['content-type']).toMatch(/^text\/html/);
    expect(alert(held.body)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(held.body).toContain('value="alic.terminated@example.com"');

    const spanish = await tryPassword('ALIC.terminated@example.com', demoPassword, 'es');
    expect(spanish.statusCode).toBe(429);
    expect(alert(spanish.body)).toBe('Demasiados intentos. Espere 1 minuto e inténtelo de nuevo.');
  });

  it('treats an email without an account exactly the same', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(alert((await tryPassword('nobody.here@example.com', `Wrong-Password-${i}!`)).body)).toBe('The email or password is incorrect.');
    }
    const held = await tryPassword('nobody.here@example.com', demoPassword);
    expect(held.statusCode).toBe(429);
    expect(alert(held.body)).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it('stores a new hash at today\'s scrypt cost when the member signs in with a hash of older parameters', async () => {
    const oldHash = await hashPassword(demoPassword, { log2N: 14, r: 8, p: 1 });
    await db().query('UPDATE accounts SET password_hash = $2 WHERE email = $1', ['alic.member@example.com', oldHash]);
    const user = new TestBrowser(app, 'localhost:8080');
    await submitCredentials(user, await startSignIn(user, 'alic', origin), 'alic.member@example.com', demoPassword);
    const [row] = await db().query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE email = $1', ['alic.member@example.com']);
    expect(row!.password_hash).not.toBe(oldHash);
    expect(row!.password_hash).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(await verifyPassword(demoPassword, row!.password_hash)).toBe(true);
  });

  it('tells the member of each sign-in by email, in the language of the sign-in page, and never the password', async () => {
    sent.length = 0;
    const user = new TestBrowser(app, 'localhost:8080');
    await submitCredentials(user, await startSignIn(user, 'alic', origin), 'alic.member@example.com', demoPassword);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'alic.member@example.com', channel: 'email', subject: 'New sign-in to your ALIC account' });
    expect(sent[0]!.text).toMatch(/^Someone signed in to your ALIC member account on .+ \(UTC\)\. If this was you/);
    expect(sent[0]!.text).not.toContain(demoPassword);

    const spanish = new TestBrowser(app, 'localhost:8080');
    const start = await startSignIn(spanish, 'alic', origin);
    const submitted = await spanish.postForm(`${start.loginPageUrl}/login`, { email: 'alic.member@example.com', password: demoPassword, lang: 'es' });
    expect(submitted.statusCode).toBe(303);
    expect(sent[1]).toMatchObject({ subject: 'Nuevo inicio de sesión en su cuenta de ALIC' });
    expect(sent[1]!.text).toMatch(/^Alguien inició sesión en su cuenta de miembro de ALIC el /);
  });

  it('still signs the member in when the notice cannot be sent', async () => {
    mailServerDown = true;
    try {
      const user = new TestBrowser(app, 'localhost:8080');
      const { code } = await submitCredentials(user, await startSignIn(user, 'alic', origin), 'alic.member@example.com', demoPassword);
      expect(code).toBeTruthy();
    } finally {
      mailServerDown = false;
    }
  });

  it('sends no notice for a wrong password', async () => {
    sent.length = 0;
    await tryPassword('alic.member@example.com', 'Wrong-Password-x!');
    expect(sent).toEqual([]);
  });
});
