// Environment → typed configuration, validated once at start. A bad value
// stops the start with one line naming the variable (ARCHITECTURE: production
// mode, "clear error, no start, on a bad value").
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identityProviderIssuer, partners, type Partner } from '@portal/core';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Whose X-Forwarded-* headers are believed (TRUST_PROXY): `false` nobody's (the
 * socket's address is the client), `true` anyone's, a number the nearest that
 * many hops, a list only proxies at these addresses or CIDRs.
 */
export type TrustProxy = boolean | number | readonly string[];

export interface Config {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; undefined → embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Folder holding `${partner}/dist` of each built site. */
  readonly sitesDir: string;
  /**
   * Public origin of each branded site, e.g. `http://rsl.localhost:8080`: alic at
   * PUBLIC_ORIGIN, the others at `{partner}.` before its host; SITE_ORIGIN_* override one.
   */
  readonly siteOrigins: Readonly<Record<Partner, string>>;
  /** Keys signing the identity provider's cookies; the first signs, all verify. */
  readonly cookieKeys: readonly string[];
  /** Audience of the API's access tokens. */
  readonly apiAudience: string;
  readonly logLevel: LogLevel;
  /** Seed demo data when the database is empty (development only: production refuses SEED_DEMO=true). */
  readonly seedDemo: boolean;
  /**
   * Multiplies the throttle's per-address limits (development only): the
   * end-to-end suite is one client address signing up and failing on purpose
   * far more than any person; per-account limits stay as they are.
   */
  readonly throttleAddressLimitScale: number;
  /** Which X-Forwarded-* headers to trust (behind a TLS-offloading load balancer); production must say. */
  readonly trustProxy: TrustProxy;
  /** Worker threads building PDFs. */
  readonly pdfThreads: number;
  /** Where email goes; undefined → no email is sent (outside production the development outbox keeps it). */
  readonly smtp: SmtpConfig | undefined;
  /** Days audit events are kept before the daily purge deletes them (default 6 years). */
  readonly auditRetentionDays: number;
  /** Encrypts the identity provider's signing keys at rest (KEY_ENCRYPTION_SECRET). */
  readonly keyEncryptionSecret: string;
  /**
   * Mean event-loop delay (ms) above which requests are refused 503 at once
   * (MAX_EVENT_LOOP_DELAY_MS). 0 = off, the default outside
   * production: with the embedded database the loop is the database's too.
   */
  readonly maxEventLoopDelayMs: number;
  /** Days a signing key signs before a new one takes over (SIGNING_KEY_ROTATION_DAYS). */
  readonly signingKeyRotationDays: number;
}

export interface SmtpServer {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly auth?: { readonly user: string; readonly pass: string };
}

export interface SmtpConfig {
  /** An smtp:// or smtps:// URL (SMTP_URL), or the server's settings (SMTP_HOST…). */
  readonly server: string | SmtpServer;
  /** The From of every email, e.g. `Member portal <no-reply@example.com>`. */
  readonly from: string;
}

/** A configuration value that cannot be used; its message is the one line shown. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(variable: string, requirement: string) {
    super(`Invalid configuration: ${variable} ${requirement}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

// src/config.ts and dist/main.js sit at the same depth, so these resolve alike.
const serverRoot = fileURLToPath(new URL('../', import.meta.url));
const appsRoot = fileURLToPath(new URL('../../', import.meta.url));

const developmentCookieKey = 'portal-development-cookie-key-not-for-production';
export const developmentKeyEncryptionSecret = 'portal-development-key-encryption-secret-not-for-production';

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integerInRange(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer ${min}-${max}`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, 'must be true or false');
}

export const maxTrustedProxyHops = 16;
const trustProxyForms = 'true, false, a hop count or proxy addresses';

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

// A bare number is a hop count now, so `1` (once a synonym of true) trusts one
// proxy only: the hop a client can forge stays untrusted.
function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const word = raw.toLowerCase();
  if (['true', 'yes', 'on'].includes(word)) return true;
  if (['false', 'no', 'off', '0'].includes(word)) return false;
  const hops = /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (hops !== undefined && hops <= maxTrustedProxyHops) return hops;
  const addresses = raw.split(',').map((entry) => entry.trim());
  if (hops === undefined && addresses.every(isAddressOrCidr)) return addresses;
  throw new ConfigError(
    'TRUST_PROXY',
    `must be true, false, a hop count (1-${maxTrustedProxyHops}) or a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8`,
  );
}

function origin(env: Env, name: string, fallback: string): string {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const url = URL.parse(raw);
  if (!url || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new ConfigError(name, 'must be an http(s) origin such as http://rsl.localhost:8080');
  }
  return url.origin;
}

// PUBLIC_ORIGIN https://portal.example.com → alic there, rsl at https://rsl.portal.example.com…
function siteOriginsOf(env: Env, port: number): Record<Partner, string> {
  const publicOrigin = new URL(origin(env, 'PUBLIC_ORIGIN', `http://localhost:${port}`));
  const originOf = (partner: Partner) => {
    if (partner === 'alic') return publicOrigin.origin;
    const site = new URL(publicOrigin);
    site.hostname = `${partner}.${publicOrigin.hostname}`;
    return site.origin;
  };
  return Object.fromEntries(
    partners.map((partner) => [partner, origin(env, `SITE_ORIGIN_${partner.toUpperCase()}`, originOf(partner))]),
  ) as Record<Partner, string>;
}

function databaseUrl(env: Env): string | undefined {
  const raw = text(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  const url = URL.parse(raw);
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// connection URL');
  }
  return raw;
}

function cookieKeys(env: Env, production: boolean): string[] {
  const raw = text(env, 'COOKIE_KEYS');
  if (raw === undefined) return [developmentCookieKey];
  const keys = raw.split(',').map((key) => key.trim());
  const minimum = production ? 32 : 16;
  if (keys.some((key) => key.length < minimum)) {
    throw new ConfigError('COOKIE_KEYS', `must be a comma-separated list of secrets of at least ${minimum} characters`);
  }
  if (production && keys.includes(developmentCookieKey)) throw new ConfigError('COOKIE_KEYS', 'must not be the development key in production');
  return keys;
}

function keyEncryptionSecret(env: Env, production: boolean): string {
  const secret = text(env, 'KEY_ENCRYPTION_SECRET') ?? developmentKeyEncryptionSecret;
  if (production && secret.length < 32) throw new ConfigError('KEY_ENCRYPTION_SECRET', 'must be at least 32 characters in production');
  if (production && secret === developmentKeyEncryptionSecret) {
    throw new ConfigError('KEY_ENCRYPTION_SECRET', 'must not be the development secret in production');
  }
  return secret;
}

/**
 * Production starts only with its secrets, an https origin and
 * an explicit TRUST_PROXY: everything missing is named in one line.
 */
function checkProductionNeeds(env: Env): void {
  const publicOrigin = text(env, 'PUBLIC_ORIGIN');
  const missing = [
    text(env, 'DATABASE_URL') === undefined && 'DATABASE_URL',
    (publicOrigin === undefined || !publicOrigin.toLowerCase().startsWith('https:')) && 'PUBLIC_ORIGIN (https)',
    text(env, 'COOKIE_KEYS') === undefined && 'COOKIE_KEYS',
    text(env, 'KEY_ENCRYPTION_SECRET') === undefined && 'KEY_ENCRYPTION_SECRET',
    text(env, 'TRUST_PROXY') === undefined && `TRUST_PROXY (${trustProxyForms})`,
  ].filter((need): need is string => need !== false);
  if (missing.length > 0) throw new ConfigError('NODE_ENV=production', `needs ${missing.join(', ')}`);
}

// The demo accounts share a published password: production never creates them.
function seedDemo(env: Env, production: boolean): boolean {
  const seed = flag(env, 'SEED_DEMO', !production);
  if (seed && production) {
    throw new ConfigError('SEED_DEMO=true', 'is refused when NODE_ENV=production (the demo accounts have a published password)');
  }
  return seed;
}

function throttleAddressLimitScale(env: Env, production: boolean): number {
  const scale = integerInRange(env, 'THROTTLE_ADDRESS_LIMIT_SCALE', 1, 1, 1_000);
  if (scale !== 1 && production) {
    throw new ConfigError('THROTTLE_ADDRESS_LIMIT_SCALE', 'is refused when NODE_ENV=production (the per-address limits stop password guessing)');
  }
  return scale;
}

function httpsInProduction(siteOrigins: Record<Partner, string>, production: boolean): void {
  if (!production) return;
  for (const partner of partners) {
    if (!siteOrigins[partner].startsWith('https:')) {
      throw new ConfigError(`SITE_ORIGIN_${partner.toUpperCase()}`, 'must be an https origin when NODE_ENV=production');
    }
  }
}

function apiAudience(env: Env): string {
  const raw = text(env, 'API_AUDIENCE') ?? 'urn:portal:api';
  const url = URL.parse(raw);
  if (!url || raw.includes('#')) throw new ConfigError('API_AUDIENCE', 'must be an absolute URI without a fragment');
  return raw;
}

// Development keeps the console to the start line and problems; production logs requests.
function logLevel(env: Env, production: boolean): LogLevel {
  const raw = text(env, 'LOG_LEVEL')?.toLowerCase() ?? (production ? 'info' : 'warn');
  if (!(logLevels as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${logLevels.join(', ')}`);
  }
  return raw as LogLevel;
}

// An address, optionally with a display name: `no-reply@example.com` or `Portal <no-reply@example.com>`.
const fromAddress = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

function smtp(env: Env, production: boolean): SmtpConfig | undefined {
  const url = text(env, 'SMTP_URL');
  const host = text(env, 'SMTP_HOST');
  const user = text(env, 'SMTP_USER');
  const password = env.SMTP_PASSWORD === undefined || env.SMTP_PASSWORD === '' ? undefined : env.SMTP_PASSWORD;
  const from = text(env, 'SMTP_FROM');
  if (url === undefined && host === undefined) {
    for (const name of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM']) {
      if (text(env, name) !== undefined) throw new ConfigError(name, 'needs SMTP_URL or SMTP_HOST');
    }
    return undefined;
  }
  if (url !== undefined && host !== undefined) throw new ConfigError('SMTP_URL', 'and SMTP_HOST cannot both be set');
  if (from === undefined && production) throw new ConfigError('SMTP_FROM', 'is required when email is configured in production');
  if (from !== undefined && !fromAddress.test(from)) {
    throw new ConfigError('SMTP_FROM', 'must be an email address, optionally as Name <address>');
  }
  const sender = from ?? 'Member portal <no-reply@localhost.localdomain>';
  if (url !== undefined) {
    const parsed = URL.parse(url);
    if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
      throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587');
    }
    return { server: url, from: sender };
  }
  if (/[\s/:@]/.test(host!)) throw new ConfigError('SMTP_HOST', 'must be a host name or IP address');
  if ((user === undefined) !== (password === undefined)) {
    const [missing, given] = user === undefined ? ['SMTP_USER', 'SMTP_PASSWORD'] : ['SMTP_PASSWORD', 'SMTP_USER'];
    throw new ConfigError(missing, `is required when ${given} is set`);
  }
  const port = integerInRange(env, 'SMTP_PORT', 587, 1, 65535);
  return {
    server: { host: host!, port, secure: port === 465, ...(user !== undefined ? { auth: { user, pass: password! } } : {}) },
    from: sender,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  if (production) checkProductionNeeds(env);
  const port = integerInRange(env, 'PORT', 8080, 1, 65535);
  const host = text(env, 'HOST') ?? 'localhost';
  if (/\s|\//.test(host)) throw new ConfigError('HOST', 'must be a host name or IP address');
  const siteOrigins = siteOriginsOf(env, port);
  httpsInProduction(siteOrigins, production);

  return {
    production,
    port,
    host,
    databaseUrl: databaseUrl(env),
    dataDir: resolve(text(env, 'DATA_DIR') ?? `${serverRoot}.data`),
    sitesDir: resolve(text(env, 'SITES_DIR') ?? appsRoot),
    siteOrigins,
    cookieKeys: cookieKeys(env, production),
    apiAudience: apiAudience(env),
    logLevel: logLevel(env, production),
    seedDemo: seedDemo(env, production),
    throttleAddressLimitScale: throttleAddressLimitScale(env, production),
    trustProxy: trustProxy(env),
    // One core is left to the event loop (and the database beside it): on 2 cores, two PDF
    // threads made each ID card cost 60 % more CPU than one did (docs/performance.md).
    pdfThreads: integerInRange(env, 'PDF_THREADS', Math.max(1, availableParallelism() - 1), 1, 64),
    smtp: smtp(env, production),
    // 2190 days = 6 years, the HIPAA documentation retention.
    auditRetentionDays: integerInRange(env, 'AUDIT_RETENTION_DAYS', 2190, 1, 36_500),
    keyEncryptionSecret: keyEncryptionSecret(env, production),
    maxEventLoopDelayMs: integerInRange(env, 'MAX_EVENT_LOOP_DELAY_MS', production ? 1000 : 0, 0, 60_000),
    signingKeyRotationDays: integerInRange(env, 'SIGNING_KEY_ROTATION_DAYS', 30, 1, 365),
  };
}

/** The issuer of a partner's identity provider (ARCHITECTURE: `{origin}/oidc/{partner}`). */
export function issuerOf(config: Pick<Config, 'siteOrigins'>, partner: Partner): string {
  return identityProviderIssuer(config.siteOrigins[partner], partner);
}
