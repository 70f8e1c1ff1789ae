import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition.ts';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="alic-id-card-11-21-2026.pdf"')).toBe('alic-id-card-11-21-2026.pdf');
  });

  it('reads a bare name', () => {
    expect(fileNameFromContentDisposition('attachment; filename=rsl-eob-01-05-2026.pdf')).toBe('rsl-eob-01-05-2026.pdf');
    expect(fileNameFromContentDisposition('attachment;filename=plain.pdf; size=10')).toBe('plain.pdf');
  });

  it('prefers the RFC 5987 filename* and decodes it', () => {
    expect(
      fileNameFromContentDisposition(
        "attachment; filename=\"resumen.pdf\"; filename*=UTF-8''resumen%20de%20beneficios%20%C3%B1-11-21-2026.pdf",
      ),
    ).toBe('resumen de beneficios ñ-11-21-2026.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=utf-8'es'certificado.pdf")).toBe('certificado.pdf');
  });

  it('unescapes quoted characters and keeps only the last path segment', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/card.pdf"')).toBe('card.pdf');
  });

  it('gives undefined when there is no name', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeUndefined();
  });

  it('falls back to filename when filename* is not valid percent-encoding', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''bad%E0%A4%A.pdf; filename=\"ok.pdf\"")).toBe('ok.pdf');
  });
});
