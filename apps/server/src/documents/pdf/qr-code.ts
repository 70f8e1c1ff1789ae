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
 * The module matrix of `text`, row by row, 1 for dark. The text goes in byte
 * mode (ISO-8859-1) and with a fixed mask: any mask is valid for every
 * reader, while scoring all eight costs more than the rest of the code.
 */
export function qrModules(text: string): { size: number; data: Uint8Array } {
  // `qr` adds a border of at least one module; it is dropped here, the drawing adds the quiet zone.
  const rows = encodeQR(text, 'raw', { ecc: 'medium', encoding: 'byte', mask: 2, border: 1, textEncoder: latin1Bytes });
  const size = rows.length - 2;
  const data = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    const modules = rows[row + 1]!;
    for (let column = 0; column < size; column++) data[row * size + column] = modules[column + 1] ? 1 : 0;
  }
  return { size, data };
}

export function drawQrCode(canvas: PageCanvas, text: string, { x, y, size, color }: QrPlacement): void {
  const modules = qrModules(text);
  const count = modules.size;
  const moduleSize = size / (count + 2 * quietZoneModules);
  const left = x + quietZoneModules * moduleSize;
  const top = y + size - quietZoneModules * moduleSize;
  // Each run of dark modules in a row becomes one rectangle: column, row, length.
  const runs: number[] = [];
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!modules.data[row * count + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.data[row * count + column]) column++;
      runs.push(start, row, column - start);
    }
  }
  canvas.fillRect(x, y, size, size, whiteColor);
  canvas.fillGridCells(left, top, moduleSize, runs, color);
}
