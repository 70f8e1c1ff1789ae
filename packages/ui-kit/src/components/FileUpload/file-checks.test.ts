import { describe, expect, it } from 'vitest';
import { acceptAttribute, extensionOf, isAcceptedType, sortIncomingFiles } from './file-checks.ts';
import { sampleAccept, sampleFile } from './story-texts.ts';

describe('extensionOf', () => {
  it.each([
    ['scan.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.bashrc', ''],
  ])('%s → %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('isAcceptedType (§5 nine types)', () => {
  it.each([
    ['receipt.pdf', 'application/pdf', true],
    ['photo.JPG', 'image/jpeg', true],
    ['letter.docx', '', true],
    ['sheet.xls', 'application/octet-stream', true],
    ['scan.tiff', 'image/tiff', false],
    ['setup.exe', 'application/x-msdownload', false],
    // A name and a declared type that disagree are refused.
    ['virus.pdf', 'application/x-msdownload', false],
    ['notes', 'text/plain', false],
  ])('%s (%s) → %s', (name, type, accepted) => {
    expect(isAcceptedType({ name, type }, sampleAccept)).toBe(accepted);
  });
});

describe('sortIncomingFiles', () => {
  const rules = { accept: sampleAccept, maxFileBytes: 100, maxFiles: 2 };

  it('keeps the order of the files that pass and says why the others do not', () => {
    const a = sampleFile('a.pdf', 'application/pdf', 10);
    const b = sampleFile('b.png', 'image/png', 100);
    const { accepted, refused } = sortIncomingFiles(
      [a, sampleFile('big.pdf', 'application/pdf', 101), sampleFile('e.txt', 'text/plain', 0), b, sampleFile('c.gif', 'image/gif', 5)],
      [],
      rules,
    );
    expect(accepted).toEqual([a, b]);
    expect(refused.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['big.pdf', 'size'],
      ['e.txt', 'empty'],
      ['c.gif', 'count'],
    ]);
  });

  it('counts the files already chosen', () => {
    const chosen = [sampleFile('a.pdf', 'application/pdf', 10)];
    const { refused } = sortIncomingFiles([sampleFile('a.pdf', 'application/pdf', 10)], chosen, rules);
    expect(refused[0]?.reason).toBe('duplicate');
  });
});

describe('acceptAttribute', () => {
  it('lists the extensions then the types', () => {
    expect(acceptAttribute({ extensions: ['pdf', 'png'], mimeTypes: ['application/pdf', 'image/png'] })).toBe('.pdf,.png,application/pdf,image/png');
  });
});
