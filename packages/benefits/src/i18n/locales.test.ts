import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

function valueAt(messages: Messages, path: string): string | Messages | undefined {
  return path.split('.').reduce<string | Messages | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), messages);
}

describe("the 'benefits' namespace", () => {
  it('has every English key in Spanish, and no other', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('is translated: long Spanish texts are not English copies', () => {
    const copies = keys(en).filter((key) => {
      const english = valueAt(en, key);
      // Texts that are mostly placeholders, e.g. '{{title}} (PDF)', may read the same.
      const words = typeof english === 'string' ? english.replace(/\{\{\w+\}\}/g, '') : '';
      return words.length > 12 && english === valueAt(es, key);
    });
    expect(copies).toEqual([]);
  });

  it('words §8 and §5 texts as the spec does', () => {
    expect(en.contact.form.submitFailed).toBe('We encountered an error submitting the form. Please try again later.');
    expect(en.contact.form.errors.commentsRequired).toBe('Please enter a value');
  });
});
