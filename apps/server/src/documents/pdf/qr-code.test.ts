import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { PageCanvas } from './page-canvas.ts';
import { drawQrCode, qrModules } from './qr-code.ts';

/** The matrix as a phone camera would see it: 4 px a module, white quiet zone of 4 modules. */
function photograph({ size, data }: { size: number; data: Uint8Array }) {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8Array(side * side * 4).fill(255);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!data[row * size + column]) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((row + 4) * scale + dy) * side + (column + 4) * scale + dx) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { width: side, height: side, data: pixels };
}

const latin1 = new TextDecoder('latin1');

/** The matrix back from a drawn code: the page's `column row length 1 re` runs, in cells. */
function matrixOfDrawing(drawing: string, size: number) {
  const data = new Uint8Array(size * size);
  for (const [, column, row, length] of drawing.matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)) {
    for (let cell = 0; cell < Number(length); cell++) data[Number(row) * size + Number(column) + cell] = 1;
  }
  return { size, data };
}

describe('the ID card QR code (a QR code carrying the card data)', () => {
  it('reads back as the card text, accents included (byte mode is ISO-8859-1)', () => {
    const text = 'ALIC Dental ID card\nMember: María José Castillo-Núñez\nMember ID: 912345678\nCustomer service: 1-800-555-0100';
    const scanned = decodeQR(photograph(qrModules(text)), { textDecoder: (bytes) => latin1.decode(bytes) });
    expect(scanned).toBe(text);
  });

  it('prints letters ISO-8859-1 lacks without their accent, or as "?"', () => {
    const scanned = decodeQR(photograph(qrModules('Zoë Ŝtefan 王 Ł')), { textDecoder: (bytes) => latin1.decode(bytes) });
    expect(scanned).toBe('Zoë Stefan ? ?');
  });

  it('is drawn on the page module for module, so the printed code reads back as the card text', () => {
    const text = 'ALIC Dental ID card\nMember: Zoë Castillo-Núñez\nMember ID: 912345678\nGroup/policy: 10-123456-1\nPlan: Dental PPO 1500\nCustomer service: 1-800-555-0100';
    const canvas = new PageCanvas(200, 200);
    drawQrCode(canvas, text, { x: 0, y: 0, size: 66, color: { r: 0, g: 0, b: 0 } });
    const { size } = qrModules(text);
    const drawn = matrixOfDrawing(canvas.finish(), size);
    expect(drawn.data.reduce((sum, dark) => sum + dark, 0)).toBeGreaterThan(size * 4);
    expect(decodeQR(photograph(drawn), { textDecoder: (bytes) => latin1.decode(bytes) })).toBe(text);
  });
});
