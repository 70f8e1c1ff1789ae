// The upload route in a small Fastify app put together like app.ts does
// (error handler, bearer authentication, partner of the path), on both test
// databases with the demo data, with its own storage and staging folders so
// tests can see exactly what was kept.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { partners, type Partner } from '@portal/core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { issuerOf, type Config } from '../../../src/config.ts';
import type { Database } from '../../../src/db/database.ts';
import { seedDemoDataIfEmpty } from '../../../src/db/seed/seed.ts';
import { loadSigningKeys } from '../../../src/identity/signing-keys/signing-keys.ts';
import { createAccessTokenVerifier } from '../../../src/plugins/access-token-verifier.ts';
import { authPlugin } from '../../../src/plugins/auth.ts';
import { errorHandlerPlugin } from '../../../src/plugins/error-handler.ts';
import { partnerPlugin } from '../../../src/plugins/partner.ts';
import { createFileStorage } from '../../../src/storage/create-file-storage.ts';
import type { FileStorage } from '../../../src/storage/file-storage.ts';
import { startFakeS3Server, type FakeS3Server } from '../storage/fake-s3-server.ts';
import { testConfig } from '../test-app-config.ts';
import { describeOnEachDatabase, type DatabaseKind } from '../test-databases.ts';
import { signTestAccessToken, type TestTokenOptions } from '../test-tokens.ts';
import { visionClaimUploadRoutes } from '../../../src/modules/uploads/routes.ts';
import { createVisionClaimUploadService, type VisionClaimUploadServiceOptions } from '../../../src/modules/uploads/service.ts';

export interface UploadTestApp {
  readonly kind: DatabaseKind;
  readonly app: () => FastifyInstance;
  readonly db: () => Database;
  readonly token: (options: TestTokenOptions) => Promise<string>;
  /** Every file kept: paths under the local folder and keys in the fake S3 bucket. */
  readonly storedFiles: () => Promise<string[]>;
  /** Every file left in the staging folder. */
  readonly stagedFiles: () => Promise<string[]>;
  /** The storage the service uses in this test. */
  readonly storage: () => FileStorage;
  readonly s3: () => FakeS3Server;
  /** For the current test only: the S3 storage, or a storage or database that fails. */
  readonly use: (dependencies: UploadDependencies) => void;
}

export interface UploadDependencies {
  readonly storage?: 's3' | ((local: FileStorage) => FileStorage);
  readonly db?: (db: Database) => Database;
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function buildUploadApp(config: Config, db: Database, options: VisionClaimUploadServiceOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(errorHandlerPlugin);
  const signingKeys = await loadSigningKeys(db);
  const verifyAccessToken = createAccessTokenVerifier({
    issuers: Object.fromEntries(partners.map((p) => [p, issuerOf(config, p)])) as Record<Partner, string>,
    audience: config.apiAudience,
    publicJwks: Object.fromEntries(partners.map((p) => [p, signingKeys[p].publicJwks])) as never,
  });
  await app.register(authPlugin, { verifyAccessToken });
  await app.register(async (api) => {
    await api.register(partnerPlugin);
    await api.register(visionClaimUploadRoutes, { service: createVisionClaimUploadService(options) });
  });
  await app.ready();
  return app;
}

export function describeUploadApp(title: string, define: (testApp: UploadTestApp) => void): void {
  describeOnEachDatabase(title, ({ kind, db }) => {
    let app: FastifyInstance | undefined;
    let folder: string | undefined;
    let s3: FakeS3Server | undefined;
    let localStorage: FileStorage | undefined;
    let s3Storage: FileStorage | undefined;
    // What the service uses, switched per test by `use`.
    let storageInUse: FileStorage | undefined;
    let dbInUse: Database | undefined;
    const config = testConfig();
    const uploadDir = () => join(folder!, 'uploads');
    const stagingDir = () => join(folder!, 'staging');

    const storage: FileStorage = {
      put: (key, body, meta) => storageInUse!.put(key, body, meta),
      get: (key) => storageInUse!.get(key),
      delete: (key) => storageInUse!.delete(key),
      check: () => storageInUse!.check(),
    };
    const serviceDb: Database = {
      get kind() {
        return dbInUse!.kind;
      },
      query: (sql, params) => dbInUse!.query(sql, params),
      exec: (sql) => dbInUse!.exec(sql),
      transaction: (work) => dbInUse!.transaction(work),
      notify: (channel, payload) => dbInUse!.notify(channel, payload),
      listen: (channels, deliver) => dbInUse!.listen(channels, deliver),
      close: () => dbInUse!.close(),
    };

    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'portal-uploads-'));
      await seedDemoDataIfEmpty(db(), 20);
      s3 = await startFakeS3Server();
      localStorage = createFileStorage({ kind: 'local', directory: uploadDir(), stagingDirectory: stagingDir() });
      s3Storage = createFileStorage({ kind: 's3', stagingDirectory: stagingDir(), ...s3 });
      app = await buildUploadApp(config, db(), { storage, db: serviceDb, stagingDirectory: stagingDir() });
    });
    afterAll(async () => {
      await app?.close();
      await s3?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });
    // Each test starts on the local storage and the real database, with no
    // uploads, stored files or staged files.
    beforeEach(async () => {
      storageInUse = localStorage;
      dbInUse = db();
      await db().exec('DELETE FROM vision_claim_upload_files; DELETE FROM vision_claim_uploads;');
      await rm(uploadDir(), { recursive: true, force: true });
      s3!.objects.clear();
      s3!.requests.splice(0);
    });

    define({
      kind,
      db,
      app: () => app!,
      token: (tokenOptions) => signTestAccessToken(db(), config, tokenOptions),
      storedFiles: async () => [...(await filesUnder(uploadDir())), ...[...s3!.objects.keys()].sort()],
      stagedFiles: () => filesUnder(stagingDir()),
      storage: () => storageInUse!,
      s3: () => s3!,
      use: (dependencies) => {
        if (dependencies.storage === 's3') storageInUse = s3Storage;
        else if (dependencies.storage) storageInUse = dependencies.storage(localStorage!);
        if (dependencies.db) dbInUse = dependencies.db(db());
      },
    });
  });
}
