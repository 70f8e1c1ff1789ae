// The command line of `pnpm lighthouse` and what each option means.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const brandNames = ['alic', 'rsl', 'standard'];
/** The signed-in pages a member uses every day; `/claims/first` stands for the newest claim's detail page. */
export const signedInPages = ['/dashboard', '/claims', '/claims/first', '/benefits?tab=dental'];
/**
 * How a member arrives on a signed-in page: `reload` is the page reloaded in
 * the tab they signed in with (its session in sessionStorage); `cold` a new
 * tab on the page's address (a bookmark, a link in an email) with only the
 * identity provider's session cookie, so the silent sign-in is part of the load.
 */
export const wayNames = ['reload', 'cold'];
export const formFactorNames = ['mobile', 'desktop'];

export const usage = `pnpm lighthouse [options]
  --port <n>             where the portal answers (default 8415); a server is started there from
                         <checkout>/apps/server/dist when none answers
  --no-server            never start one: fail when nothing answers on the port
  --checkout <dir>       the checkout whose built server is started (default: this repo); when given,
                         a server already answering on the port is an error, not measured
  --origin <brand>=<url> measure that brand at another origin (repeatable), e.g. rsl=http://rsl.localhost:9000
  --brands alic,rsl      only these brands (default alic,rsl,standard)
  --pages /dashboard,…   only these signed-in pages (default ${signedInPages.join(',')};
                         /claims/first is the newest claim's detail); --pages none measures /landing only
  --ways reload,cold     how the member arrives (default reload,cold): reload in the signed-in tab, or a new tab
                         with only the identity provider's cookie
  --form-factors mobile  only these presets (default mobile,desktop)
  --no-landing           skip the signed-out /landing
  --label <name>         the run's name in docs/performance.md (default "current"; "before" is the baseline)
  --note <text>          a sentence the doc prints beside the run (what was measured, what was unusual)
  --no-write             print the table, leave docs/performance.md alone
  --chromium <path>      the browser (default $CHROME_PATH or /usr/bin/chromium)`;

/** The brand's origin as e2e uses it: alic on localhost, the others on <brand>.localhost (Chromium resolves *.localhost to loopback). */
export function defaultOrigin(brand, port) {
  return brand === 'alic' ? `http://localhost:${port}` : `http://${brand}.localhost:${port}`;
}

export function parseOptions(argv, repoRoot) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8415' },
      'no-server': { type: 'boolean', default: false },
      checkout: { type: 'string', default: repoRoot },
      origin: { type: 'string', multiple: true, default: [] },
      brands: { type: 'string', default: brandNames.join(',') },
      pages: { type: 'string', default: signedInPages.join(',') },
      ways: { type: 'string', default: wayNames.join(',') },
      'form-factors': { type: 'string', default: formFactorNames.join(',') },
      'no-landing': { type: 'boolean', default: false },
      label: { type: 'string', default: 'current' },
      note: { type: 'string', default: '' },
      'no-write': { type: 'boolean', default: false },
      chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      help: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port: not a port number: ${values.port}`);
  const brands = values.brands.split(',').map((b) => b.trim()).filter(Boolean);
  for (const brand of brands) if (!brandNames.includes(brand)) throw new Error(`--brands: unknown brand ${brand} (${brandNames.join(', ')})`);
  const listOf = (option, value, known) => {
    const items = value === 'none' ? [] : value.split(',').map((item) => item.trim()).filter(Boolean);
    for (const item of items) if (!known.includes(item)) throw new Error(`--${option}: unknown ${item} (${known.join(', ')})`);
    return items;
  };
  const pages = listOf('pages', values.pages, signedInPages);
  const ways = listOf('ways', values.ways, wayNames);
  const formFactors = listOf('form-factors', values['form-factors'], formFactorNames);
  if (formFactors.length === 0) throw new Error('--form-factors: name at least one');
  if (pages.length > 0 && ways.length === 0) throw new Error('--ways: name at least one');
  if (!/^[\w.-]+$/.test(values.label)) throw new Error(`--label: letters, digits, '.', '-' and '_' only: ${values.label}`);

  const origins = Object.fromEntries(brands.map((brand) => [brand, defaultOrigin(brand, port)]));
  for (const override of values.origin) {
    const [brand, url] = override.split(/=(.*)/s);
    if (!brandNames.includes(brand) || !url) throw new Error(`--origin: expected <brand>=<url>, got ${override}`);
    origins[brand] = new URL(url).origin;
  }
  return {
    help: values.help,
    port,
    startServer: !values['no-server'],
    checkout: resolve(values.checkout),
    checkoutNamed: argv.some((arg) => arg === '--checkout' || arg.startsWith('--checkout=')),
    brands,
    origins,
    pages,
    ways,
    formFactors,
    landing: !values['no-landing'],
    label: values.label,
    note: values.note.replaceAll(/\s+/g, ' ').replaceAll('-->', '→').trim(),
    write: !values['no-write'],
    chromium: values.chromium,
  };
}
