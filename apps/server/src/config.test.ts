import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, issuerOf, loadConfig } from './config.ts';
import { productionEnv } from '../test/support/production-env.ts';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('starts with zero configuration on localhost:8080 with the three site origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      databaseUrl: undefined,
      apiAudience: 'urn:portal:api',
      seedDemo: true,
      siteOrigins: {
        alic: 'http://localhost:8080',
        rsl: 'http://rsl.localhost:8080',
        standard: 'http://standard.localhost:8080',
      },
    });
    expect(config.dataDir).toMatch(/apps\/server\/\.data$/);
    expect(config.sitesDir).toMatch(/apps$/);
    expect(issuerOf(config, 'rsl')).toBe('http://rsl.localhost:8080/oidc/rsl');
  });

  it('follows PORT in the default origins and accepts overrides', () => {
    const config = loadConfig({ PORT: '9090', SITE_ORIGIN_STANDARD: 'https://standard.example.com/' });
    expect(config.siteOrigins.alic).toBe('http://localhost:9090');
    expect(config.siteOrigins.standard).toBe('https://standard.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be an integer 1-65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer 1-65535'],
    [{ PORT: '0' }, 'Invalid configuration: PORT must be an integer 1-65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// connection URL'],
    [{ SITE_ORIGIN_RSL: 'rsl.localhost' }, 'Invalid configuration: SITE_ORIGIN_RSL must be an http(s) origin such as http://rsl.localhost:8080'],
    [{ SITE_ORIGIN_ALIC: 'http://localhost:8080/app' }, 'Invalid configuration: SITE_ORIGIN_ALIC must be an http(s) origin such as http://rsl.localhost:8080'],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO must be true or false'],
    [{ PDF_THREADS: '0' }, 'Invalid configuration: PDF_THREADS must be an integer 1-64'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: NODE_ENV=production needs DATABASE_URL, PUBLIC_ORIGIN (https), COOKIE_KEYS, KEY_ENCRYPTION_SECRET, TRUST_PROXY (true, false, a hop count or proxy addresses)'],
    [{ ...productionEnv, PUBLIC_ORIGIN: 'http://portal.example.com', KEY_ENCRYPTION_SECRET: ' ' }, 'Invalid configuration: NODE_ENV=production needs PUBLIC_ORIGIN (https), KEY_ENCRYPTION_SECRET'],
    [{ ...productionEnv, DATABASE_URL: '', TRUST_PROXY: '' }, 'Invalid configuration: NODE_ENV=production needs DATABASE_URL, TRUST_PROXY (true, false, a hop count or proxy addresses)'],
    [{ ...productionEnv, COOKIE_KEYS: 'short' }, 'Invalid configuration: COOKIE_KEYS must be a comma-separated list of secrets of at least 32 characters'],
    [{ ...productionEnv, COOKIE_KEYS: 'portal-development-cookie-key-not-for-production' }, 'Invalid configuration: COOKIE_KEYS must not be the development key in production'],
    [{ ...productionEnv, KEY_ENCRYPTION_SECRET: 'k'.repeat(31) }, 'Invalid configuration: KEY_ENCRYPTION_SECRET must be at least 32 characters in production'],
    [{ ...productionEnv, KEY_ENCRYPTION_SECRET: 'portal-development-key-encryption-secret-not-for-production' }, 'Invalid configuration: KEY_ENCRYPTION_SECRET must not be the development secret in production'],
    [{ ...productionEnv, SEED_DEMO: 'true' }, 'Invalid configuration: SEED_DEMO=true is refused when NODE_ENV=production (the demo accounts have a published password)'],
    [{ ...productionEnv, THROTTLE_ADDRESS_LIMIT_SCALE: '10' }, 'Invalid configuration: THROTTLE_ADDRESS_LIMIT_SCALE is refused when NODE_ENV=production (the per-address limits stop password guessing)'],
    [{ THROTTLE_ADDRESS_LIMIT_SCALE: '0' }, 'Invalid configuration: THROTTLE_ADDRESS_LIMIT_SCALE must be an integer 1-1000'],
    [{ ...productionEnv, SITE_ORIGIN_RSL: 'http://rsl.example.com' }, 'Invalid configuration: SITE_ORIGIN_RSL must be an https origin when NODE_ENV=production'],
    [{ PUBLIC_ORIGIN: 'portal.example.com' }, 'Invalid configuration: PUBLIC_ORIGIN must be an http(s) origin such as http://rsl.localhost:8080'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587'],
    [{ SMTP_URL: 'smtp://a.example', SMTP_HOST: 'b.example' }, 'Invalid configuration: SMTP_URL and SMTP_HOST cannot both be set'],
    [{ SMTP_HOST: 'mail example' }, 'Invalid configuration: SMTP_HOST must be a host name or IP address'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_PORT: '99999' }, 'Invalid configuration: SMTP_PORT must be an integer 1-65535'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_USER: 'portal' }, 'Invalid configuration: SMTP_PASSWORD is required when SMTP_USER is set'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_PASSWORD: 'secret' }, 'Invalid configuration: SMTP_USER is required when SMTP_PASSWORD is set'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_FROM: 'portal' }, 'Invalid configuration: SMTP_FROM must be an email address, optionally as Name <address>'],
    [{ SMTP_FROM: 'no-reply@example.com' }, 'Invalid configuration: SMTP_FROM needs SMTP_URL or SMTP_HOST'],
    [{ ...productionEnv, SMTP_HOST: 'mail.example.com' }, 'Invalid configuration: SMTP_FROM is required when email is configured in production'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it('builds PDFs on one thread fewer than the machine has cores, at least one, unless PDF_THREADS says', () => {
    expect(loadConfig({}).pdfThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(loadConfig({ PDF_THREADS: '3' }).pdfThreads).toBe(3);
  });

  it('takes production cookie keys as a comma list', () => {
    const keys = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ ...productionEnv, COOKIE_KEYS: keys.join(', ') }).cookieKeys).toEqual(keys);
  });

  it('starts production with its secrets: https sites under PUBLIC_ORIGIN, no demo data, the proxy as told', () => {
    const config = loadConfig(productionEnv);
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      trustProxy: false,
      databaseUrl: productionEnv.DATABASE_URL,
      keyEncryptionSecret: productionEnv.KEY_ENCRYPTION_SECRET,
      siteOrigins: { alic: 'https://portal.example.com', rsl: 'https://rsl.portal.example.com', standard: 'https://standard.portal.example.com' },
    });
    expect(issuerOf(config, 'standard')).toBe('https://standard.portal.example.com/oidc/standard');
    expect(loadConfig({ ...productionEnv, SEED_DEMO: 'false', TRUST_PROXY: 'true' })).toMatchObject({ seedDemo: false, trustProxy: true });
  });

  it.each(['perhaps', '17', '10.0.0.0/33', '10.0.0.1, proxy.internal', '10.0.0.1,,10.0.0.2', '2001:db8::/129'])(
    'rejects TRUST_PROXY=%s with one line naming its forms',
    (trustProxy) => {
      expect(errorOf({ ...productionEnv, TRUST_PROXY: trustProxy })).toBe(
        'Invalid configuration: TRUST_PROXY must be true, false, a hop count (1-16) or a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8',
      );
    },
  );

  it('trusts X-Forwarded-* from nobody by default, or from anyone, the nearest hops or the listed proxies as TRUST_PROXY says', () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect([trustOf('true'), trustOf('on'), trustOf('false'), trustOf('0'), trustOf('')]).toEqual([true, true, false, false, false]);
    expect([trustOf('1'), trustOf('2'), trustOf('16')]).toEqual([1, 2, 16]);
    expect(trustOf(' 10.0.0.0/8, 192.168.1.7 ,::1,2001:db8::/32 ')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', '2001:db8::/32']);
  });

  it('places the sites under PUBLIC_ORIGIN, keeping its port, unless a SITE_ORIGIN_* says otherwise', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://portal.test:3000', SITE_ORIGIN_RSL: 'https://members.rsl.example' }).siteOrigins).toEqual({
      alic: 'http://portal.test:3000',
      rsl: 'https://members.rsl.example',
      standard: 'http://standard.portal.test:3000',
    });
  });

  it('seeds demo data in development unless SEED_DEMO=false', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('sends no email without SMTP settings, and takes SMTP_URL or SMTP_HOST with port, login and From', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://portal:secret@mail.example.com', SMTP_FROM: 'RSL <no-reply@rsl.example>' }).smtp).toEqual({
      server: 'smtps://portal:secret@mail.example.com',
      from: 'RSL <no-reply@rsl.example>',
    });
    expect(loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_USER: 'portal', SMTP_PASSWORD: ' s p ', SMTP_FROM: 'no-reply@example.com' }).smtp).toEqual({
      server: { host: 'mail.example.com', port: 465, secure: true, auth: { user: 'portal', pass: ' s p ' } },
      from: 'no-reply@example.com',
    });
    expect(loadConfig({ SMTP_HOST: 'localhost', SMTP_PORT: '1025' }).smtp).toEqual({
      server: { host: 'localhost', port: 1025, secure: false },
      from: 'Member portal <no-reply@localhost.localdomain>',
    });
  });
});

describe('load shedding', () => {
  it('refuses requests past 1 s of event-loop delay in production, is off by default elsewhere, and can be set', () => {
    expect(loadConfig({ ...productionEnv }).maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow('MAX_EVENT_LOOP_DELAY_MS');
  });
});
