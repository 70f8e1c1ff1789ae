import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLocaleBundles, buildLocaleFiles, deepMerge, unknownKeys } from './locales.js';

function writeJson(file: string, value: object) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

describe('locale overrides', () => {
  it('merges a brand override over the defaults, keeping untouched keys', () => {
    const merged = deepMerge({ a: 'A', nested: { b: 'B', c: 'C' } }, { nested: { c: 'brand C' } });
    expect(merged).toEqual({ a: 'A', nested: { b: 'B', c: 'brand C' } });
  });

  it('names override keys the defaults lack', () => {
    expect(unknownKeys({ a: 'A', n: { b: 'B' } }, { a: 'x', n: { typo: 'y' }, extra: 'z' })).toEqual(['n.typo', 'extra']);
  });

  it('serves a New York file for every namespace: the brand override over the brand language, else the brand language', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const lng of ['en', 'es']) {
      writeJson(join(root, 'packages', 'shell', 'src', 'i18n', `${lng}.json`), { company: `base ${lng}`, other: `other ${lng}` });
      writeJson(join(root, 'packages', 'member', 'src', 'i18n', `${lng}.json`), { title: `member ${lng}` });
    }
    writeJson(join(root, 'brand', 'en', 'shell.json'), { other: 'brand en' });
    writeJson(join(root, 'brand', 'en-NY', 'shell.json'), { company: 'NY company' });
    const files = buildLocaleFiles(join(root, 'packages'), join(root, 'brand'));
    expect(files.get('locales/en-NY/shell.json')).toEqual({ company: 'NY company', other: 'brand en' });
    expect(files.get('locales/en-NY/member.json')).toEqual({ title: 'member en' });
    expect(files.get('locales/es-NY/shell.json')).toEqual({ company: 'base es', other: 'other es' });
  });

  it("serves a package's second namespace from '<ns>.<lng>.json' beside its own", () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const lng of ['en', 'es']) {
      writeJson(join(root, 'packages', 'registration', 'src', 'i18n', `${lng}.json`), { title: `registration ${lng}` });
      writeJson(join(root, 'packages', 'registration', 'src', 'i18n', `account.${lng}.json`), { title: `account ${lng}` });
    }
    writeJson(join(root, 'brand', 'es', 'account.json'), { title: 'brand account es' });
    const files = buildLocaleFiles(join(root, 'packages'), join(root, 'brand'));
    expect(files.get('locales/en/registration.json')).toEqual({ title: 'registration en' });
    expect(files.get('locales/en/account.json')).toEqual({ title: 'account en' });
    expect(files.get('locales/es/account.json')).toEqual({ title: 'brand account es' });
    expect(files.get('locales/es-NY/account.json')).toEqual({ title: 'brand account es' });
  });

  it("gives each brand its own §5 subsidiary message (standard's in Spanish too), from the repo's real files", () => {
    const repo = join(import.meta.dirname, '..', '..');
    const subsidiaryMessage = (brand: string, lng: string) => {
      const files = buildLocaleFiles(join(repo, 'packages'), join(repo, 'apps', brand, 'src', 'brand', 'locales'));
      return (files.get(`locales/${lng}/i18n.json`) as { validation: { invalidSubsidiaryNumber: string } }).validation.invalidSubsidiaryNumber;
    };
    expect(subsidiaryMessage('alic', 'en')).toBe('Please enter a valid subsidiary number for ALIC.');
    expect(subsidiaryMessage('rsl', 'en')).toBe('Please enter a valid subsidiary number for RSL.');
    expect(subsidiaryMessage('standard', 'en')).toBe('Please enter a valid subsidiary number for Standard.');
    expect(subsidiaryMessage('standard', 'es')).toBe('Ingrese un número de subsidiaria válido para Standard.');
    expect(subsidiaryMessage('standard', 'es-NY')).toBe('Ingrese un número de subsidiaria válido para Standard.');
  });

  it('bundles every namespace of a language, New York variants too, into locales/{lng}.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const lng of ['en', 'es']) {
      writeJson(join(root, 'packages', 'shell', 'src', 'i18n', `${lng}.json`), { company: `base ${lng}` });
      writeJson(join(root, 'packages', 'member', 'src', 'i18n', `${lng}.json`), { title: `member ${lng}` });
    }
    writeJson(join(root, 'brand', 'es-NY', 'shell.json'), { company: 'NY compañía' });
    const files = buildLocaleBundles(join(root, 'packages'), join(root, 'brand'));
    expect(files.get('locales/en.json')).toEqual({ shell: { company: 'base en' }, member: { title: 'member en' } });
    expect(files.get('locales/es-NY.json')).toEqual({ shell: { company: 'NY compañía' }, member: { title: 'member es' } });
    expect(files.get('locales/es/member.json')).toEqual({ title: 'member es' });
  });
});
