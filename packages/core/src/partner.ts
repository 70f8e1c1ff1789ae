// §9: partner and environment come from the host name; an environment
// suffix (rsl-test, standard-model, …) is ignored when finding the partner.

export const partners = ['alic', 'rsl', 'standard'] as const;
export type Partner = (typeof partners)[number];
export type PartnerOrNone = Partner | 'noPartner';

export const environments = ['local', 'dev', 'test', 'model', 'prod'] as const;
export type Environment = (typeof environments)[number];

const environmentSuffix = /-(local|dev|test|model|prod)$/;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Host labels with any port and environment suffix removed, lower-cased. */
function hostLabels(host: string): string[] {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  return hostname.split('.').map((label) => label.replace(environmentSuffix, ''));
}

export function isPartner(value: unknown): value is Partner {
  return typeof value === 'string' && (partners as readonly string[]).includes(value);
}

export function partnerFromHost(host: string): PartnerOrNone {
  const labels = hostLabels(host);
  if (labels.some((l) => l === 'rsl' || l.startsWith('reliance'))) return 'rsl';
  if (labels.some((l) => l === 'standard' || l.startsWith('standard'))) return 'standard';
  if (labels.some((l) => l === 'alic' || l.startsWith('alic'))) return 'alic';
  if (loopbackHosts.has(host.trim().toLowerCase().replace(/:\d+$/, '')) || labels.at(-1) === 'localhost') {
    return 'alic';
  }
  return 'noPartner';
}

export function environmentFromHost(host: string): Environment {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (loopbackHosts.has(hostname) || hostname.endsWith('.localhost')) return 'local';
  const match = hostname.split('.').map((label) => environmentSuffix.exec(label)?.[1]).find(Boolean);
  if (match === 'local' || match === 'dev') return 'dev';
  if (match === 'test' || match === 'model') return match;
  return 'prod';
}
