import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrModules } from './qr-code.ts';

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

describe('the ID card QR code (issue 3 §4: a QR code carrying the card data)', () => {
  it('reads back as the card text, accents included (byte mode is ISO-8859-1)', () => {
    const text = 'ALIC Dental ID card\nMember: María José Castillo-Núñez\nMember ID: 912345678\nCustomer service: 1-800-555-0100';
    const scanned = decodeQR(photograph(qrModules(text)), { textDecoder: (bytes) => latin1.decode(bytes) });
    expect(scanned).toBe(text);
  });

  it('prints letters ISO-8859-1 lacks without their accent, or as "?"', () => {
    const scanned = decodeQR(photograph(qrModules('Zoë Ŝtefan 王 Ł')), { textDecoder: (bytes) => latin1.decode(bytes) });
    expect(scanned).toBe('Zoë Stefan ? ?');
  });
});
