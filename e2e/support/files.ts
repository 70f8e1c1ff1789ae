// Files a member would pick for a vision claim (§5): a small real PNG, and
// random bytes that only call themselves a PNG.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG (signature, IHDR, IDAT, IEND with their CRCs): a `width` × `height` grey RGB picture. */
export function pngFile(name: string, width = 16, height = 16): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // Each row: filter byte 0, then grey pixels.
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc0)])));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/**
 * Random bytes named like a PNG: the name and declared type pass the
 * browser's check, the content is no type of §5. The first byte is NUL, so
 * it can be neither plain text nor any file signature.
 */
export function renamedBinary(name = 'x.png', size = 2048): FilePayload {
  const buffer = randomBytes(size);
  buffer[0] = 0;
  return { name, mimeType: 'image/png', buffer };
}
