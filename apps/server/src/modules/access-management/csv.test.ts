import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('audit CSV cells', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(200)).toBe('200');
  });

  it('never lets a spreadsheet read a cell as a formula', () => {
    for (const formula of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), formula).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['id', 'at'])).toBe('id,at\r\n');
  });
});
