// Real, minimal files of every §5 type — and of types to refuse — built byte by
// byte for tests, so no binary fixtures are checked in. Each follows its
// format's specification closely enough for ordinary tools to open it
// (checked once with ImageMagick `identify`, `unzip -t` and `file`).
import { crc32, deflateSync } from 'node:zlib';

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

/** A 1×1 RGB PNG: signature, IHDR, IDAT, IEND, each chunk with its CRC. */
export function samplePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
  };
  const header = Buffer.concat([u32be(1), u32be(1), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x1f, 0x6f, 0xb4]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An 8×8 grey baseline JPEG: one quantisation table, a one-code DC and a
 * one-code AC Huffman table, and a single block coded as "DC difference 0,
 * end of block" (bits 00, padded with ones).
 */
export function sampleJpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
  const oneCodeTable = (tableClassAndId: number) => [tableClassAndId, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ]);
}

/** A 1×1 GIF89a with a two-colour table; the LZW data is clear, pixel 0, end. */
export function sampleGif(): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    1, 0, 1, 0, 0x80, 0, 0,
    0x00, 0x00, 0x00, 0xff, 0xff, 0xff,
    0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0,
    2, 2, 0x44, 0x01, 0,
    0x3b,
  ]);
}

/** A one-page PDF 1.4 saying `text`, with a correct cross-reference table. */
export function samplePdf(text = 'Vision receipt: eye exam 95.00'): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A ZIP archive of stored (uncompressed) entries, with its central directory. */
export function sampleZip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const common = Buffer.concat([u16(20), u16(0x0800), u16(0), u16(0), u16(0x21), u32(crc32(data)), u32(data.length), u32(data.length), u16(nameBytes.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common, nameBytes, data]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(centrals.length), u16(centrals.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
}

const packageRelationships = (target: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;

/** A Word document (docx) with one paragraph. */
export function sampleDocx(): Buffer {
  return sampleZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': packageRelationships('word/document.xml', 'officeDocument'),
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Itemized bill: eye exam 95.00</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** An Excel workbook (xlsx) with one sheet holding one number. */
export function sampleXlsx(): Buffer {
  return sampleZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': packageRelationships('xl/workbook.xml', 'officeDocument'),
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Receipt" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': packageRelationships('worksheets/sheet1.xml', 'worksheet'),
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1"><v>95</v></c></row></sheetData></worksheet>`,
  });
}

/**
 * A version 3 compound file ([MS-CFB], 512-byte sectors) holding one stream
 * of 4 096 bytes (the size where streams leave the mini stream): sector 0 is
 * the FAT, sector 1 the directory (root entry + the stream), sectors 2–9 the stream.
 */
export function sampleCompoundFile(streamName: string): Buffer {
  const free = 0xffffffff;
  const endOfChain = 0xfffffffe;
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(endOfChain, 0x3c);
  header.writeUInt32LE(endOfChain, 0x44);
  header.writeUInt32LE(0, 0x4c);
  for (let i = 1; i < 109; i++) header.writeUInt32LE(free, 0x4c + i * 4);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(endOfChain, 4);
  for (let sector = 2; sector < 9; sector++) fat.writeUInt32LE(sector + 1, sector * 4);
  fat.writeUInt32LE(endOfChain, 9 * 4);

  const entry = (name: string, type: number, child: number, start: number, size: number) => {
    const bytes = Buffer.alloc(128, 0);
    if (name) Buffer.from(`${name}\0`, 'utf16le').copy(bytes, 0);
    bytes.writeUInt16LE(name ? (name.length + 1) * 2 : 0, 0x40);
    bytes[0x42] = type;
    bytes[0x43] = name ? 1 : 0;
    bytes.writeUInt32LE(free, 0x44);
    bytes.writeUInt32LE(free, 0x48);
    bytes.writeUInt32LE(child, 0x4c);
    bytes.writeUInt32LE(start, 0x74);
    bytes.writeUInt32LE(size, 0x78);
    return bytes;
  };
  const directory = Buffer.concat([
    entry('Root Entry', 5, 1, endOfChain, 0),
    entry(streamName, 2, free, 2, 4096),
    entry('', 0, free, 0, 0),
    entry('', 0, free, 0, 0),
  ]);
  const stream = Buffer.alloc(4096, 0);
  stream.write('Vision claim receipt', 0, 'latin1');
  return Buffer.concat([header, fat, directory, stream]);
}

export const sampleDoc = () => sampleCompoundFile('WordDocument');
export const sampleXls = () => sampleCompoundFile('Workbook');

export const sampleText = () => Buffer.from('Optical receipt\nPatient: José Núñez\nEye exam\t$95.00\r\nLenses\t$120.00\n', 'utf8');

/** A 1×1 bilevel little-endian TIFF (refused: not one of the nine types). */
export function sampleTiff(): Buffer {
  const entries: Array<[tag: number, type: number, value: number]> = [
    [256, 3, 1], [257, 3, 1], [258, 3, 1], [259, 3, 1], [262, 3, 1], [273, 4, 0], [278, 3, 1], [279, 4, 1],
  ];
  const ifdAt = 8;
  const dataAt = ifdAt + 2 + entries.length * 12 + 4;
  const ifd = Buffer.concat([
    u16(entries.length),
    ...entries.map(([tag, type, value]) => {
      const field = Buffer.alloc(12, 0);
      field.writeUInt16LE(tag, 0);
      field.writeUInt16LE(type, 2);
      field.writeUInt32LE(1, 4);
      field.writeUInt32LE(tag === 273 ? dataAt : value, 8);
      return field;
    }),
    u32(0),
  ]);
  return Buffer.concat([Buffer.from('II*\0', 'latin1'), u32(ifdAt), ifd, Buffer.from([0x80])]);
}

/** The start of a Windows executable: DOS header, stub, PE signature and COFF header. */
export function sampleExe(): Buffer {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x8664, 0x84);
  return bytes;
}

/** The start of a Linux executable: a 64-bit little-endian ELF header (e_ident, type EXEC, machine x86-64). */
export function sampleElf(): Buffer {
  const bytes = Buffer.alloc(128, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes, 0);
  bytes.writeUInt16LE(2, 0x10);
  bytes.writeUInt16LE(0x3e, 0x12);
  bytes.writeUInt32LE(1, 0x14);
  bytes.writeUInt16LE(64, 0x34);
  return bytes;
}

export const sampleHtml = () =>
  Buffer.from('<!DOCTYPE html>\n<html><head><title>Claim</title></head><body><script>alert(1)</script></body></html>\n', 'utf8');
