import { describe, expect, it } from 'vitest';
import { displayFileName } from './file-name.ts';

describe('displayFileName', () => {
  it('keeps an ordinary name as sent', () => {
    expect(displayFileName('Recibo óptico (marzo).pdf', 1)).toBe('Recibo óptico (marzo).pdf');
  });

  it('drops any folder, Windows or POSIX', () => {
    expect(displayFileName('C:\\Users\\maria\\Desktop\\receipt.pdf', 1)).toBe('receipt.pdf');
    expect(displayFileName('../../etc/passwd', 1)).toBe('passwd');
  });

  it('removes control and bidirectional-override characters', () => {
    expect(displayFileName('bill\u202Efdp.exe', 1)).toBe('billfdp.exe');
    expect(displayFileName('a\u0000b\r\nc.txt', 1)).toBe('abc.txt');
  });

  it('names a file without a usable name by its position', () => {
    expect(displayFileName(undefined, 3)).toBe('file 3');
    expect(displayFileName('..', 2)).toBe('file 2');
    expect(displayFileName('dir/', 4)).toBe('file 4');
  });

  it('keeps at most 255 characters', () => {
    expect(Array.from(displayFileName(`${'é'.repeat(300)}.pdf`, 1))).toHaveLength(255);
  });
});
