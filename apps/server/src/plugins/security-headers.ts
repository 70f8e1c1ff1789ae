// Security headers on every answer: site pages and files,
// /api JSON and PDFs, /api/docs, the sign-in pages and oidc-provider's own
// answers. Helmet's headers (asked of @fastify/helmet once, at start) are set
// in an onRequest hook straight on the raw response, so they are there too
// when a route hijacks the reply (oidc-provider writes to the raw response itself). A route that sets its own
// Content-Security-Policy with reply.header() or ctx.set() replaces the
// default one: Fastify's writeHead headers (and setHeader) win over what was
// set earlier. Helmet has no Permissions-Policy, and its HSTS would be sent
// over plain http too, so those two are set here.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * For answers that are not pages (JSON, PDF, locale files, scripts): nothing
 * may load from them, nothing may frame them. Pages set their own policy
 * (the sites' nonce policy, the sign-in pages' and /api/docs' hashed ones).
 */
export const defaultContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

// Features a benefits portal never uses are denied to every page and frame;
// passkeys (WebAuthn) are allowed to the page's own origin, as the sites and
// the sign-in pages use them, and so is geolocation (find care searches near
// the member's location, asked only when they tap; never an embedded frame). Only features Chromium knows: an unknown one
// is logged as a console error on every page.
const deniedFeatures = [
  'accelerometer', 'camera', 'display-capture', 'gyroscope', 'hid', 'magnetometer',
  'microphone', 'midi', 'payment', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking', 'browsing-topics',
] as const;

export const permissionsPolicy = [
  ...deniedFeatures.map((feature) => `${feature}=()`),
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
  'geolocation=(self)',
].join(', ');

/**
 * oidc-provider's sign-out without a session (after a password change ended
 * it) answers a self-submitting form whose inline script it allows by adding
 * the script's hash to the CSP's script-src — only when a script-src is
 * there. This policy gives it one; the hash is the only inline script allowed.
 */
export const signOutContentSecurityPolicy = "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'";
const signOutPath = /^\/oidc\/[a-z]+\/session\/end(\/confirm)?(\?|$)/;

/** Only ever sent over https: a browser ignores it over http, and it would pin a development host to https. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Nothing of this server is meant to be embedded by another site (the sign-in pages' logo is the site's own).
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Legacy browsers' frame-ancestors.
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
};

/**
 * The headers helmet writes with these options, asked of helmet once: they are
 * the same on every answer, and @fastify/helmet builds helmet's middleware
 * anew for each request (~30 µs of a request's CPU: docs/performance.md).
 */
export async function helmetHeaders(options: FastifyHelmetOptions = helmetOptions): Promise<ReadonlyArray<readonly [string, string]>> {
  const probe = Fastify({ logger: false });
  const written: Array<readonly [string, string]> = [];
  let recording = true;
  // Before helmet's own hooks: records what helmet sets on the raw response, until the handler runs.
  probe.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    const setHeader = raw.setHeader.bind(raw);
    raw.setHeader = (name, value) => {
      if (recording) written.push([name.toLowerCase(), String(value)]);
      return setHeader(name, value);
    };
    done();
  });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    recording = false;
    return reply.send('');
  });
  await probe.inject('/');
  await probe.close();
  if (written.length === 0) throw new Error('helmet wrote no header');
  return written;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = await helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      raw.setHeader('permissions-policy', permissionsPolicy);
      // request.protocol believes X-Forwarded-Proto only when trustProxy is on (a proxy we run sits in front).
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', strictTransportSecurity);
      if (signOutPath.test(request.url)) reply.raw.setHeader('content-security-policy', signOutContentSecurityPolicy);
      done();
    });
  },
  { name: 'security-headers' },
);
