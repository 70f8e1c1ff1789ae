// Wallet passes of the ID card, from the environment (read when the module
// registers; a bad value stops the start with ConfigError):
// - Apple Wallet: APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, and the
//   signing certificate APPLE_WALLET_SIGNER_CERT, its key APPLE_WALLET_SIGNER_KEY
//   (APPLE_WALLET_SIGNER_KEY_PASSPHRASE when encrypted) and Apple's WWDR
//   intermediate APPLE_WALLET_WWDR_CERT, each PEM text or a file path.
//   Outside production without them, a development certificate is made at
//   first start (devices do not trust it); in production without them there
//   is no Apple pass (the button is hidden).
// - Google Wallet: GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT_KEY
//   (the service account's JSON key, text or a file path); without them there
//   is no Google pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../../../config.ts';
import { developmentPassCertificates, type PassCertificates } from './development-certificate.ts';

export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificates: PassCertificates;
  /** True when the server made its own certificate (not trusted by devices). */
  development: boolean;
}

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

export interface WalletConfig {
  apple: AppleWalletConfig | undefined;
  google: GoogleWalletConfig | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

/** PEM text as it is, else the file it names. */
function pemOrFile(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (value.startsWith('-----BEGIN')) return value;
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new ConfigError(name, 'must be PEM text or the path of a readable PEM file');
  }
}

const developmentPassType = 'pass.example.portal.idcard';
const developmentTeam = 'DEVTEAM000';

async function appleConfigOf(env: Env, config: Pick<Config, 'production' | 'dataDir'>): Promise<AppleWalletConfig | undefined> {
  const signerCert = pemOrFile(env, 'APPLE_WALLET_SIGNER_CERT');
  const signerKey = pemOrFile(env, 'APPLE_WALLET_SIGNER_KEY');
  const wwdr = pemOrFile(env, 'APPLE_WALLET_WWDR_CERT');
  const passTypeIdentifier = env.APPLE_WALLET_PASS_TYPE_ID?.trim();
  const teamIdentifier = env.APPLE_WALLET_TEAM_ID?.trim();
  const given = [signerCert, signerKey, wwdr, passTypeIdentifier, teamIdentifier].filter((value) => value !== undefined).length;
  if (given === 5) {
    const passphrase = env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE;
    return {
      passTypeIdentifier: passTypeIdentifier!, teamIdentifier: teamIdentifier!, development: false,
      certificates: { signerCert: signerCert!, signerKey: signerKey!, wwdr: wwdr!, ...(passphrase ? { signerKeyPassphrase: passphrase } : {}) },
    };
  }
  if (given > 0) {
    throw new ConfigError('APPLE_WALLET_*', 'needs all of PASS_TYPE_ID, TEAM_ID, SIGNER_CERT, SIGNER_KEY and WWDR_CERT, or none');
  }
  if (config.production) return undefined;
  const certificates = await developmentPassCertificates(join(config.dataDir, 'wallet-development'), developmentPassType, developmentTeam);
  return { passTypeIdentifier: developmentPassType, teamIdentifier: developmentTeam, certificates, development: true };
}

function googleConfigOf(env: Env): GoogleWalletConfig | undefined {
  const issuerId = env.GOOGLE_WALLET_ISSUER_ID?.trim();
  const keyText = env.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY?.trim();
  if (!issuerId && !keyText) return undefined;
  if (!issuerId || !/^\d+$/.test(issuerId)) throw new ConfigError('GOOGLE_WALLET_ISSUER_ID', 'must be the issuer id (digits) when GOOGLE_WALLET_SERVICE_ACCOUNT_KEY is set');
  if (!keyText) throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT_KEY', 'must be set when GOOGLE_WALLET_ISSUER_ID is');
  let key: { client_email?: unknown; private_key?: unknown };
  try {
    key = JSON.parse(keyText.startsWith('{') ? keyText : readFileSync(keyText, 'utf8')) as typeof key;
  } catch {
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT_KEY', 'must be a service account JSON key (text or a file path)');
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string' || !key.private_key.includes('BEGIN PRIVATE KEY')) {
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT_KEY', 'must hold client_email and a PKCS#8 private_key');
  }
  return { issuerId, serviceAccountEmail: key.client_email, privateKey: key.private_key };
}

export async function loadWalletConfig(env: Env, config: Pick<Config, 'production' | 'dataDir'>): Promise<WalletConfig> {
  return { apple: await appleConfigOf(env, config), google: googleConfigOf(env) };
}
