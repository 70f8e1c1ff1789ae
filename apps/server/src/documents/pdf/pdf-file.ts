// One PDF being written: its pages as PageCanvases, the metadata, and the
// file itself — written here as text, object by object, with its
// cross-reference table. Every document has the same few objects (catalog,
// page tree, the two standard fonts, the info dictionary, then a page and its
// drawing per page), so pdf-lib's object model, which cost ~110 µs of the
// ~430 µs an ID card took (set-up, then serialising each object through its
// classes), is no longer on the path; pdf-lib only supplies font metrics
// (fonts.ts). pdfjs reads every document back in the tests.
import { deflateSync } from 'node:zlib';
import type { DocumentBrand } from '../brands.ts';
import type { DocumentLanguage } from '../types.ts';
import { documentFonts, fontResourceNames, type DocumentFonts } from './fonts.ts';
import { PageCanvas } from './page-canvas.ts';

export interface PdfFileSetup {
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** Stored as the PDF title: readers and screen readers announce it. */
  title: string;
  /**
   * Deflate the pages' drawing (default). A one-page ID card skips it: its
   * 13–17 KB of drawing would shrink to ~4.5 KB, but deflating costs ~0.3 ms,
   * a quarter of the card, on the path that must reach 1 000 cards/s.
   */
  compressPages?: boolean;
}

// Fastest deflate level: a card's 17 KB of drawing becomes 4.5 KB in ~75 µs;
// the default level saves another 0.7 KB for three times the CPU.
const pageDeflateOptions = { level: 1 } as const;

/** Text as a PDF string any reader decodes: UTF-16BE with a byte-order mark, in hex. */
function textString(text: string): string {
  let hex = '<FEFF';
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return `${hex}>`;
}

/** A PDF date, `D:YYYYMMDDHHmmSSZ` (UTC). */
function pdfDate(date: Date): string {
  return `(D:${date.toISOString().slice(0, 19).replace(/[-T:]/g, '')}Z)`;
}

// Fixed objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 info; then per page n (from 0) 6 + 2n and its drawing 7 + 2n.
const firstPageObject = 6;

export class PdfFile {
  private readonly canvases: PageCanvas[] = [];

  private constructor(
    private readonly setup: Required<PdfFileSetup>,
    readonly fonts: DocumentFonts,
    private readonly created: Date,
  ) {}

  static async create({ compressPages = true, ...setup }: PdfFileSetup): Promise<PdfFile> {
    return new PdfFile({ ...setup, compressPages }, await documentFonts(), new Date());
  }

  addPage(width: number, height: number): PageCanvas {
    const canvas = new PageCanvas(width, height);
    this.canvases.push(canvas);
    return canvas;
  }

  get pages(): readonly PageCanvas[] {
    return this.canvases;
  }

  async save(): Promise<Uint8Array> {
    const { brand, language, title, compressPages } = this.setup;
    const kids = this.canvases.map((_, index) => `${firstPageObject + 2 * index} 0 R`).join(' ');
    const date = pdfDate(this.created);
    const [regular, bold] = fontResourceNames;
    // Title, author and language let screen readers and file managers name the file (accessibility).
    const objects: PdfObject[] = [
      `<< /Type /Catalog /Pages 2 0 R /Lang (${language === 'es' ? 'es-US' : 'en-US'}) /ViewerPreferences << /DisplayDocTitle true >> >>`,
      `<< /Type /Pages /Kids [${kids}] /Count ${this.canvases.length} >>`,
      `<< /Type /Font /Subtype /Type1 /BaseFont /${regular.baseFont} /Encoding /WinAnsiEncoding >>`,
      `<< /Type /Font /Subtype /Type1 /BaseFont /${bold.baseFont} /Encoding /WinAnsiEncoding >>`,
      `<< /Title ${textString(title)} /Author ${textString(brand.legalName)} /Creator ${textString(`${brand.name} member portal`)}` +
        ` /Producer ${textString(`${brand.name} member portal`)} /CreationDate ${date} /ModDate ${date} >>`,
    ];
    const resources = `/Resources << /Font << /${regular.key} 3 0 R /${bold.key} 4 0 R >> >>`;
    this.canvases.forEach((canvas, index) => {
      const contents = firstPageObject + 2 * index + 1;
      objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${canvas.width} ${canvas.height}] ${resources} /Contents ${contents} 0 R >>`);
      const drawing = canvas.finish();
      if (compressPages) {
        const deflated = deflateSync(Buffer.from(drawing, 'latin1'), pageDeflateOptions);
        objects.push({ dictionary: `<< /Length ${deflated.byteLength} /Filter /FlateDecode >>`, stream: deflated });
      } else {
        objects.push({ dictionary: `<< /Length ${drawing.length} >>`, stream: drawing });
      }
    });
    return writeFile(objects);
  }
}

/** A dictionary (or array), or a stream: its dictionary and its bytes (a latin1 string or raw bytes). */
type PdfObject = string | { dictionary: string; stream: string | Uint8Array };

/**
 * The file from its objects in order (object n at index n − 1), with the
 * cross-reference table. Text is latin1 throughout: one byte per character.
 */
function writeFile(objects: readonly PdfObject[]): Uint8Array {
  const parts: Array<string | Uint8Array> = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  let offset = parts[0]!.length;
  const add = (part: string | Uint8Array) => {
    parts.push(part);
    offset += typeof part === 'string' ? part.length : part.byteLength;
  };
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  objects.forEach((object, index) => {
    xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
    if (typeof object === 'string') return add(`${index + 1} 0 obj\n${object}\nendobj\n`);
    add(`${index + 1} 0 obj\n${object.dictionary}\nstream\n`);
    add(object.stream);
    add('\nendstream\nendobj\n');
  });
  add(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`);
  return concatLatin1(parts);
}

/**
 * One buffer of its own (never a slice of Node's shared pool: the worker
 * transfers it to the main thread, which would take the whole pool along).
 */
function concatLatin1(parts: ReadonlyArray<string | Uint8Array>): Uint8Array {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? part.length : part.byteLength;
  const file = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') at += file.write(part, at, 'latin1');
    else {
      file.set(part, at);
      at += part.byteLength;
    }
  }
  // A plain Uint8Array over the same memory, as callers (and pdfjs) expect.
  return new Uint8Array(file.buffer, file.byteOffset, length);
}
