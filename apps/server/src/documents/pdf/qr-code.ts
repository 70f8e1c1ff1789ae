// Draws a QR code as vector rectangles from the module matrix of `qr`
// (paulmillr's zero-dependency encoder, twice as fast as `qrcode` here):
// one path of horizontal runs, filled once; no image to encode, so it stays
// sharp in print and costs a fraction of a millisecond.
import encodeQR from 'qr';
import { whiteColor, type PdfColor } from './colors.ts';
import type { PageCanvas } from './page-canvas.ts';

export interface QrPlacement {
  /** Lower-left corner and side of the square, quiet zone included. */
  x: number;
  y: number;
  size: number;
  color: PdfColor;
}

/** Four modules of light margin around the symbol, as readers expect (ISO/IEC 18004). */
const quietZoneModules = 4;

/**
 * Byte mode means ISO-8859-1 unless a reader is told otherwise (ISO/IEC
 * 18004), and it covers Spanish; other letters lose their accent or become '?'.
 */
function latin1Bytes(text: string): Uint8Array {
  let latin1 = '';
  for (const char of text.normalize('NFC')) {
    if (char.charCodeAt(0) <= 0xff) latin1 += char;
    else latin1 += char.normalize('NFD').charCodeAt(0) <= 0xff ? char.normalize('NFD')[0] : '?';
  }
  return Buffer.from(latin1, 'latin1');
}

/**
 * Symbols are at least version 10 (57 modules a side; the cards' texts need
 * 9 to 11): `qr` keeps the layout tables of one version at a time and builds
 * them again whenever the version changes, which cost more than the rest of
 * the encoding when consecutive cards alternated between 9, 10 and 11.
 */
const smallestVersion = 10;

/**
 * The symbol of `text` as `qr` draws it: rows of modules, true for dark,
 * with a border of one light module. The text goes in byte mode
 * (ISO-8859-1) and with a fixed mask: any mask is valid for every reader,
 * while scoring all eight costs more than the rest of the code.
 */
function qrRows(text: string): boolean[][] {
  const options = { ecc: 'medium', encoding: 'byte', mask: 2, border: 1, textEncoder: latin1Bytes } as const;
  try {
    return encodeQR(text, 'raw', { ...options, version: smallestVersion });
  } catch {
    // Longer than version 10 holds: the smallest version that does.
    return encodeQR(text, 'raw', options);
  }
}

/** The module matrix of `text`, row by row, 1 for dark (without the border). */
export function qrModules(text: string): { size: number; data: Uint8Array } {
  const rows = qrRows(text);
  const size = rows.length - 2;
  const data = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    const modules = rows[row + 1]!;
    for (let column = 0; column < size; column++) data[row * size + column] = modules[column + 1] ? 1 : 0;
  }
  return { size, data };
}

export function drawQrCode(canvas: PageCanvas, text: string, { x, y, size, color }: QrPlacement): void {
  // Straight from the encoder's rows: their border of one module is skipped.
  const rows = qrRows(text);
  const count = rows.length - 2;
  const moduleSize = size / (count + 2 * quietZoneModules);
  const left = x + quietZoneModules * moduleSize;
  const top = y + size - quietZoneModules * moduleSize;
  // Each run of dark modules in a row becomes one rectangle: column, row, length.
  const runs: number[] = [];
  for (let row = 0; row < count; row++) {
    const modules = rows[row + 1]!;
    let column = 0;
    while (column < count) {
      if (!modules[column + 1]) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules[column + 1]) column++;
      runs.push(start, row, column - start);
    }
  }
  canvas.fillRect(x, y, size, size, whiteColor);
  canvas.fillGridCells(left, top, moduleSize, runs, color);
}
