// Everything NODE_ENV=production requires (config.ts), for tests that build a
// production app; buildApp is given its database, so DATABASE_URL is never opened.
export const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@127.0.0.1:5432/portal',
  PUBLIC_ORIGIN: 'https://portal.example.com',
  COOKIE_KEYS: 'a-production-cookie-key-of-32-characters-or-more',
  KEY_ENCRYPTION_SECRET: 'a-production-key-encryption-secret-of-32-characters',
  TRUST_PROXY: 'false',
} as const satisfies Record<string, string>;
