// Builds the translation files the sites serve: /locales/{lng}.json, every
// namespace of a language in one file (what the sites load: one request per
// language), and /locales/{lng}/{ns}.json, one namespace (what the prerender
// step reads). Each namespace is
// a package's own (packages/<ns>/src/i18n/<lng>.json, plus any
// further namespace it ships as packages/<pkg>/src/i18n/<ns>.<lng>.json), with the
// brand's partial overrides (apps/<brand>/src/brand/locales/<lng>/<ns>.json)
// merged over the defaults.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ [key: string]: string | Messages }} Messages */
export const languages = ['en', 'es'];

export function deepMerge(base, override) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/** Keys present in `override` that `base` lacks (dotted paths). */
export function unknownKeys(base, override, prefix = '') {
  return Object.entries(override).flatMap(([key, value]) => {
    const path = prefix + key;
    const current = base[key];
    if (current === undefined) return [path];
    if (typeof value === 'object' && typeof current === 'object') return unknownKeys(current, value, path + '.');
    return [];
  });
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A second namespace a package ships beside its own: '<ns>.<lng>.json' (e.g. registration's 'account.en.json'). */
const extraNamespaceFile = /^([a-z][\w-]*)\.(\w+)\.json$/;

/** Namespace name → { lng → messages } from every package that ships an i18n folder. */
export function readDefaultNamespaces(packagesDir) {
  const namespaces = new Map();
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const i18nDir = join(packagesDir, entry.name, 'src', 'i18n');
    if (!entry.isDirectory() || !existsSync(i18nDir)) continue;
    const byLanguage = {};
    for (const lng of languages) {
      const file = join(i18nDir, `${lng}.json`);
      if (existsSync(file)) byLanguage[lng] = readJson(file);
    }
    namespaces.set(entry.name, byLanguage);
    for (const name of readdirSync(i18nDir)) {
      const [, ns, lng] = extraNamespaceFile.exec(name) ?? [];
      if (!ns || !languages.includes(lng)) continue;
      if (!namespaces.has(ns)) namespaces.set(ns, {});
      namespaces.get(ns)[lng] = readJson(join(i18nDir, name));
    }
  }
  return namespaces;
}

export function readBrandOverrides(overridesDir, lng, ns) {
  const file = join(overridesDir, lng, `${ns}.json`);
  return existsSync(file) ? readJson(file) : {};
}

/** Every served file: path "locales/{lng}/{ns}.json" → merged messages. */
export function buildLocaleFiles(packagesDir, overridesDir) {
  const files = new Map();
  for (const [ns, byLanguage] of readDefaultNamespaces(packagesDir)) {
    for (const lng of languages) {
      const defaults = byLanguage[lng] ?? {};
      // Every namespace gets its New York file too (the brand's language file
      // when the brand has no NY override): a NY member's site asks for all
      // of them, and a 404 would be a console error on every page (§1).
      for (const variant of [lng, `${lng}-NY`]) {
        const base = variant === lng ? defaults : (files.get(`locales/${lng}/${ns}.json`) ?? defaults);
        const override = readBrandOverrides(overridesDir, variant, ns);
        files.set(`locales/${variant}/${ns}.json`, deepMerge(base, override));
      }
    }
  }
  return files;
}

/** Every file served: "locales/{lng}/{ns}.json" → one namespace, and "locales/{lng}.json" → { ns → messages } of them all. */
export function buildLocaleBundles(packagesDir, overridesDir) {
  const files = buildLocaleFiles(packagesDir, overridesDir);
  const bundles = new Map();
  for (const [path, messages] of files) {
    const [, lng, ns] = /^locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const bundle = `locales/${lng}.json`;
    if (!bundles.has(bundle)) bundles.set(bundle, {});
    bundles.get(bundle)[ns] = messages;
  }
  return new Map([...files, ...bundles]);
}
