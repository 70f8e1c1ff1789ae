import { describe, expect, it } from 'vitest';
import {
  sampleCompoundFile,
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleHtml,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  sampleTiff,
  sampleXls,
  sampleXlsx,
  sampleZip,
} from '../../../../test/support/uploads/sample-files.ts';
import { detectVisionClaimUploadType, mediaTypeOf } from './detect-upload-type.ts';

describe('detectVisionClaimUploadType (§5, by content only)', () => {
  it.each([
    ['doc', sampleDoc(), 'application/msword'],
    ['docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['pdf', samplePdf(), 'application/pdf'],
    ['png', samplePng(), 'image/png'],
    ['jpg', sampleJpeg(), 'image/jpeg'],
    ['gif', sampleGif(), 'image/gif'],
    ['xls', sampleXls(), 'application/vnd.ms-excel'],
    ['xlsx', sampleXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['txt', sampleText(), 'text/plain'],
  ] as const)('recognises a real %s file', (type, bytes, mediaType) => {
    expect(detectVisionClaimUploadType(bytes)).toBe(type);
    expect(mediaTypeOf(type)).toBe(mediaType);
  });

  it.each([
    ['TIFF (named in old messages, not one of the nine)', sampleTiff()],
    ['a Windows executable', sampleExe()],
    ['a plain ZIP archive', sampleZip({ 'receipt.txt': 'eye exam' })],
    ['an HTML page', sampleHtml()],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['XML after a byte order mark and blank lines', Buffer.from('\ufeff\n\n<?xml version="1.0"?><a/>')],
    ['a PowerPoint compound file', sampleCompoundFile('PowerPoint Document')],
    ['an empty file', Buffer.alloc(0)],
    ['text with a NUL byte', Buffer.from('receipt\0total')],
    ['UTF-16 text', Buffer.from('\ufeffreceipt total', 'utf16le')],
    ['Latin-1 bytes that are not UTF-8', Buffer.from('Jos\xe9 N\xfa\xf1ez', 'latin1')],
    ['mostly control characters', Buffer.from('\x01\x02\x03\x04receipt')],
  ])('refuses %s', (_, bytes) => {
    expect(detectVisionClaimUploadType(bytes)).toBeUndefined();
  });

  it('looks inside a ZIP: the [Content_Types].xml and the word/ or xl/ parts decide, not the PK signature', () => {
    const wordWithoutTypes = sampleZip({ 'word/document.xml': '<w:document/>' });
    const typesWithoutPart = sampleZip({ '[Content_Types].xml': '<Types/>', 'docProps/app.xml': '<x/>' });
    const both = sampleZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<a/>', 'xl/workbook.xml': '<b/>' });
    expect(detectVisionClaimUploadType(wordWithoutTypes)).toBeUndefined();
    expect(detectVisionClaimUploadType(typesWithoutPart)).toBeUndefined();
    expect(detectVisionClaimUploadType(both)).toBeUndefined();
  });

  it('refuses a docx whose central directory is cut off (a ZIP only by its first bytes)', () => {
    const docx = sampleDocx();
    expect(detectVisionClaimUploadType(docx.subarray(0, docx.length - 30))).toBeUndefined();
  });

  it('refuses a compound file whose directory points outside the file', () => {
    const doc = sampleDoc();
    const broken = Buffer.from(doc);
    broken.writeUInt32LE(4000, 0x30);
    expect(detectVisionClaimUploadType(broken)).toBeUndefined();
    expect(detectVisionClaimUploadType(doc.subarray(0, 700))).toBeUndefined();
  });

  it('does not take the signature of a PDF anywhere but at the start', () => {
    expect(detectVisionClaimUploadType(Buffer.concat([Buffer.from('<html>'), samplePdf()]))).toBeUndefined();
    expect(detectVisionClaimUploadType(Buffer.from('%PDF-x receipt'))).toBe('txt');
  });

  it('accepts text with a byte order mark, accents, tabs and CRLF', () => {
    expect(detectVisionClaimUploadType(Buffer.from('\ufeffRecibo óptico\r\nExamen\t95,00 $\r\n'))).toBe('txt');
  });
});
