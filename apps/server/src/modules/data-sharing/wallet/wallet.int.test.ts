// The ID card in a phone wallet, through the whole app. Apple: the .pkpass
// unzips, manifest.json lists the SHA-1 of every other file, and its PKCS#7
// signature verifies (openssl) against the configured certificate — here the
// development certificate made at first start. Google: the save link's JWT
// carries the generic pass and verifies with the service account's key.
// Both follow the ID card's rules (§2).
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config.ts';
import { describeApp } from '../../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../../test/support/test-tokens.ts';
import { claimsCalls, maria, mariaSpdc, peter, peterEndedSpdc } from '../../../../test/support/claims/claims-calls.ts';
import { googleSaveUrlPrefix } from './google-pass.ts';
import { loadWalletConfig } from './wallet-config.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'portal-wallet-'));
const googleKeys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const issuerId = '3388000000012345678';
// The module reads the wallet settings from the environment when the app is built.
process.env.GOOGLE_WALLET_ISSUER_ID = issuerId;
process.env.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY = JSON.stringify({ client_email: 'wallet@portal-test.iam.gserviceaccount.com', private_key: googleKeys.privateKey });
afterAll(async () => {
  delete process.env.GOOGLE_WALLET_ISSUER_ID;
  delete process.env.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY;
  await rm(dataDir, { recursive: true, force: true });
});

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

describeApp('the ID card in Apple Wallet and Google Wallet', ({ app, db, config }) => {
  const claims = claimsCalls(app, db, config);
  const post = async (url: string, body: object, who: Parameters<typeof claims.bearer>[0]) =>
    app().inject({ method: 'POST', url, headers: { authorization: await claims.bearer(who) }, payload: body });

  it('says which wallets the site offers, to a member only', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/alic/members/idcard/wallet', headers: { authorization: await claims.bearer(maria) } });
    expect(response.json()).toEqual({ status: 'SUCCESS', data: { apple: true, google: true } });
    const csrOwn = `Bearer ${await signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-alic-csr', roles: ['csr'], expiresInSeconds: 900 })}`;
    expect((await app().inject({ method: 'GET', url: '/api/alic/members/idcard/wallet', headers: { authorization: csrOwn } })).statusCode).toBe(403);
  });

  it('answers a .pkpass whose manifest hashes every file and whose signature verifies against the configured certificate', async () => {
    const response = await post('/api/alic/members/idcard/wallet/apple', mariaSpdc, maria);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="alic-id-card-\d{2}-\d{2}-\d{4}\.pkpass"$/);
    const folder = await mkdtemp(join(tmpdir(), 'portal-pkpass-'));
    try {
      await writeFile(join(folder, 'card.pkpass'), response.rawPayload);
      execFileSync('unzip', ['-q', join(folder, 'card.pkpass'), '-d', join(folder, 'pass')]);
      const files = (await readdir(join(folder, 'pass'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(join(folder, 'pass').length + 1)).sort();
      expect(files).toEqual(expect.arrayContaining(['icon.png', 'manifest.json', 'pass.json', 'signature']));
      const manifest = JSON.parse(await readFile(join(folder, 'pass', 'manifest.json'), 'utf8')) as Record<string, string>;
      const hashed = files.filter((file) => file !== 'manifest.json' && file !== 'signature');
      expect(Object.keys(manifest).sort()).toEqual(hashed);
      for (const file of hashed) expect(manifest[file], file).toBe(sha1(await readFile(join(folder, 'pass', file))));

      // The configured certificates: here the development ones made at first start in the data folder.
      const certificates = join(config().dataDir, 'wallet-development');
      execFileSync('openssl', [
        'smime', '-verify', '-binary', '-inform', 'DER', '-in', join(folder, 'pass', 'signature'),
        '-content', join(folder, 'pass', 'manifest.json'), '-CAfile', join(certificates, 'development-wwdr.pem'),
        '-purpose', 'any', '-out', '/dev/null',
      ], { stdio: 'pipe' });
      const signers = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', join(folder, 'pass', 'signature'), '-print_certs'], { encoding: 'utf8' });
      const configured = execFileSync('openssl', ['x509', '-in', join(certificates, 'pass-signer.pem'), '-noout', '-subject'], { encoding: 'utf8' });
      expect(signers).toContain(configured.replace(/^subject=/, '').trim());

      const pass = JSON.parse(await readFile(join(folder, 'pass', 'pass.json'), 'utf8')) as {
        passTypeIdentifier: string; generic: { primaryFields: { value: string }[] }; barcodes: { message: string; format: string }[]; backgroundColor: string;
      };
      expect(pass.passTypeIdentifier).toBe('pass.example.portal.idcard');
      expect(pass.generic.primaryFields[0]!.value).toMatch(/Maria/);
      expect(pass.barcodes[0]!.format).toBe('PKBarcodeFormatQR');
      expect(pass.barcodes[0]!.message).toMatch(/Member ID: \S+/);
      expect(pass.backgroundColor).toBe('rgb(11, 79, 140)');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('answers a Save to Google Wallet link whose JWT carries the generic pass and verifies with the service account\'s key', async () => {
    const response = await post('/api/alic/members/idcard/wallet/google', mariaSpdc, maria);
    expect(response.statusCode, response.body).toBe(200);
    const { saveUrl } = response.json<{ data: { saveUrl: string } }>().data;
    expect(saveUrl.startsWith(googleSaveUrlPrefix)).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(saveUrl.slice(googleSaveUrlPrefix.length), createPublicKey(googleKeys.publicKey), {
      issuer: 'wallet@portal-test.iam.gserviceaccount.com', audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['http://localhost:8080']);
    const { genericClasses, genericObjects } = payload.payload as { genericClasses: { id: string }[]; genericObjects: Record<string, unknown>[] };
    const [card] = genericObjects;
    expect(card!.id).toMatch(new RegExp(`^${issuerId}\\.alic-[0-9a-f]{32}$`));
    expect(card!.classId).toBe(genericClasses[0]!.id);
    expect(card!.hexBackgroundColor).toBe('#0B4F8C');
    expect((card!.header as { defaultValue: { value: string } }).defaultValue.value).toMatch(/Maria/);
    expect((card!.barcode as { type: string; value: string }).type).toBe('QR_CODE');
  });

  it('follows the ID card\'s rules (§2): no pass of a line whose ID-CARD-IND is not Y, nor of another member\'s line', async () => {
    expect((await post('/api/alic/members/idcard/wallet/apple', peterEndedSpdc, peter)).statusCode).toBe(403);
    expect((await post('/api/alic/members/idcard/wallet/google', peterEndedSpdc, peter)).statusCode).toBe(403);
    expect([403, 404]).toContain((await post('/api/alic/members/idcard/wallet/apple', mariaSpdc, peter)).statusCode);
  });
}, { env: { DATA_DIR: dataDir } });

describe('wallet configuration', () => {
  it('offers no pass in production without a certificate or a Google key', async () => {
    expect(await loadWalletConfig({}, { production: true, dataDir })).toEqual({ apple: undefined, google: undefined });
  });

  it('refuses a partial Apple or Google configuration', async () => {
    await expect(loadWalletConfig({ APPLE_WALLET_PASS_TYPE_ID: 'pass.x' }, { production: true, dataDir })).rejects.toBeInstanceOf(ConfigError);
    await expect(loadWalletConfig({ GOOGLE_WALLET_ISSUER_ID: '123' }, { production: true, dataDir })).rejects.toBeInstanceOf(ConfigError);
  });

  it('makes the development certificate once and keeps it', async () => {
    const first = await loadWalletConfig({}, { production: false, dataDir: join(dataDir, 'again') });
    const second = await loadWalletConfig({}, { production: false, dataDir: join(dataDir, 'again') });
    expect(first.apple?.development).toBe(true);
    expect(second.apple?.certificates.signerCert).toBe(first.apple?.certificates.signerCert);
  });
});
