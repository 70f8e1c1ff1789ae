// CONVENTIONS 'Text and languages': every package namespace has the same keys
// in English and Spanish (with the same {{placeholders}}), and a brand
// override (apps/<brand>/src/brand/locales/<lng>[-NY]/<ns>.json) only names
// keys the defaults have.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const languages = ['en', 'es'] as const;

/** Dotted path of every text in a messages tree → its text. */
function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => match[1]!).sort();
}

function readMessages(file: string): Messages {
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Namespace (package folder, or a second one a package ships as '<ns>.<lng>.json') → language → texts. */
const defaults = new Map<string, Record<(typeof languages)[number], Map<string, string>>>();
for (const pkg of subfolders(join(repoRoot, 'packages'))) {
  const dir = join(repoRoot, 'packages', pkg, 'src', 'i18n');
  if (!existsSync(dir)) continue;
  const extraNamespaces = new Set(readdirSync(dir).flatMap((name) => /^([a-z][\w-]*)\.(?:en|es)\.json$/.exec(name)?.[1] ?? []));
  for (const [ns, prefix] of [[pkg, ''], ...[...extraNamespaces].map((extra) => [extra, `${extra}.`])] as const) {
    const read = (lng: string) => {
      const file = join(dir, `${prefix}${lng}.json`);
      return existsSync(file) ? leaves(readMessages(file)) : new Map<string, string>();
    };
    defaults.set(ns, { en: read('en'), es: read('es') });
  }
}

const overrides = subfolders(join(repoRoot, 'apps')).flatMap((brand) => {
  const dir = join(repoRoot, 'apps', brand, 'src', 'brand', 'locales');
  return subfolders(dir).flatMap((variant) =>
    readdirSync(join(dir, variant))
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ file: join(dir, variant, name), variant, ns: name.replace(/\.json$/, '') })),
  );
});

describe('package namespaces', () => {
  it('include this package’s own', () => {
    expect(defaults.get('i18n')?.en.size).toBeGreaterThan(0);
  });

  it("include a package's second namespace (registration's 'account')", () => {
    expect(defaults.get('account')?.en.size).toBeGreaterThan(0);
  });

  describe.each([...defaults.keys()])('%s', (ns) => {
    const { en, es } = defaults.get(ns)!;

    it('Spanish has every English key', () => {
      expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
    });

    it('English has every Spanish key', () => {
      expect([...es.keys()].filter((key) => !en.has(key))).toEqual([]);
    });

    it('no text is empty', () => {
      expect([...en, ...es].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('both languages use the same {{placeholders}}', () => {
      const differing = [...en]
        .filter(([key, text]) => es.has(key) && placeholders(text).join() !== placeholders(es.get(key)!).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });
});

describe.skipIf(overrides.length === 0)('brand overrides', () => {
  it.each(overrides.map((o) => [relative(repoRoot, o.file), o] as const))('%s names only known keys', (_, override) => {
    const base = override.variant.split('-')[0] as (typeof languages)[number];
    expect(languages).toContain(base);
    const known = defaults.get(override.ns)?.[base];
    expect(known, `no package ships the namespace '${override.ns}'`).toBeDefined();
    const unknown = [...leaves(readMessages(override.file)).keys()].filter((key) => !known!.has(key));
    expect(unknown).toEqual([]);
  });
});
