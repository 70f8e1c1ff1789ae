// Documents use the PDF standard fonts (Helvetica): nothing to embed or
// subset, so a card renders in well under a millisecond. Their WinAnsi
// encoding covers English and Spanish (á é í ó ú ü ñ ¿ ¡); anything else in a
// name is printed as its unaccented letter, or '?', rather than failing.
//
// Glyph codes and widths are looked up once per process and cached: text is
// drawn without kerning, so the widths used for wrapping and right-alignment
// are exactly what a reader shows.
//
// pdf-lib supplies the metrics only: one document per process holds the two
// fonts, and pdf-file.ts names them in each file it writes.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The fonts as every file declares them: resource name and PostScript name. */
export const fontResourceNames = [
  { key: 'F1', baseFont: StandardFonts.Helvetica },
  { key: 'F2', baseFont: StandardFonts.HelveticaBold },
] as const;

let fonts: Promise<DocumentFonts> | undefined;

/** The two fonts, for measuring and encoding text (created once). */
export function documentFonts(): Promise<DocumentFonts> {
  fonts ??= PDFDocument.create({ updateMetadata: false }).then((doc) => ({
    regular: doc.embedStandardFont(fontResourceNames[0].baseFont),
    bold: doc.embedStandardFont(fontResourceNames[1].baseFont),
  }));
  return fonts;
}

/** The name a page's drawing uses for the font (`F1`, `F2`). */
export function fontResourceName(font: PDFFont): string {
  return font.name === fontResourceNames[1].baseFont ? fontResourceNames[1].key : fontResourceNames[0].key;
}

/**
 * Widths and WinAnsi codes of one standard font's characters, looked up
 * through pdf-lib once and kept in flat tables (text is measured and encoded
 * for every line of every document).
 */
class GlyphTable {
  private readonly latinWidths = new Float64Array(256).fill(-1);
  private readonly latinCodes: Array<string | undefined> = new Array(256);
  private readonly otherWidths = new Map<number, number>();
  private readonly otherCodes = new Map<number, string>();

  /** Any document's copy of the font: metrics and encoding are the same in all. */
  constructor(private readonly font: PDFFont) {}

  /** Advance width in 1/1000 of the font size. */
  width(charCode: number): number {
    if (charCode < 256) {
      let width = this.latinWidths[charCode]!;
      if (width < 0) {
        width = this.font.widthOfTextAtSize(String.fromCharCode(charCode), 1000);
        this.latinWidths[charCode] = width;
      }
      return width;
    }
    let width = this.otherWidths.get(charCode);
    if (width === undefined) {
      width = this.font.widthOfTextAtSize(String.fromCharCode(charCode), 1000);
      this.otherWidths.set(charCode, width);
    }
    return width;
  }

  /** The character's WinAnsi code, as a one-byte (latin1) string. */
  code(charCode: number): string {
    if (charCode < 256) return (this.latinCodes[charCode] ??= this.lookUpCode(charCode));
    let code = this.otherCodes.get(charCode);
    if (code === undefined) {
      code = this.lookUpCode(charCode);
      this.otherCodes.set(charCode, code);
    }
    return code;
  }

  private lookUpCode(charCode: number): string {
    const hex = this.font.encodeText(String.fromCharCode(charCode)).toString().slice(1, -1);
    return String.fromCharCode(Number.parseInt(hex, 16));
  }
}

// Both standard fonts share the WinAnsi character set; glyph tables are per font name.
let printable: ReadonlySet<number> | undefined;
const glyphTables = new Map<string, GlyphTable>();

function glyphTable(font: PDFFont): GlyphTable {
  let table = glyphTables.get(font.name);
  if (!table) {
    table = new GlyphTable(font);
    glyphTables.set(font.name, table);
  }
  return table;
}

const plainAscii = /^[\x20-\x7e]*$/;
const whitespace = /[\t\n\r\v\f\u00a0\u2000-\u200b\u2028\u2029\u3000]/g;

/** The text with every character the font can print (see the file comment). */
export function printableText(font: PDFFont, text: string): string {
  if (plainAscii.test(text)) return text;
  printable ??= new Set(font.getCharacterSet());
  const normalized = text.normalize('NFC').replace(whitespace, ' ');
  let result = '';
  for (const char of normalized) {
    if (printable.has(char.codePointAt(0)!)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').codePointAt(0)!;
    result += printable.has(base) ? String.fromCodePoint(base) : '?';
  }
  return result;
}

/** Width of printable text at `size` points. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  const table = glyphTable(font);
  let total = 0;
  for (let index = 0; index < text.length; index++) total += table.width(text.charCodeAt(index));
  return (total * size) / 1000;
}

const literalSpecials = /[()\\]/g;

/**
 * Printable text as a PDF literal string operand, `(Hello)`, holding WinAnsi
 * codes; the content stream is written as latin1, one byte per code.
 */
export function pdfTextOperand(font: PDFFont, text: string): string {
  if (plainAscii.test(text)) return `(${text.replace(literalSpecials, '\\$&')})`;
  const table = glyphTable(font);
  let codes = '';
  for (let index = 0; index < text.length; index++) codes += table.code(text.charCodeAt(index));
  return `(${codes.replace(literalSpecials, '\\$&')})`;
}
