// The names of the entries of a ZIP archive, read from its central directory
// (the index at the end that unzip tools trust), as Office Open XML files
// (docx, xlsx) are ZIP archives told apart by the parts they hold (§5).
// Only names are read; nothing is decompressed.

const endOfCentralDirectory = 0x06054b50;
const zip64EndLocator = 0x07064b50;
const zip64End = 0x06064b50;
const centralEntry = 0x02014b50;
const utf8 = new TextDecoder('utf-8');

function zip64Directory(bytes: Buffer, endAt: number): { offset: number; count: number } | undefined {
  const locatorAt = endAt - 20;
  if (locatorAt < 0 || bytes.readUInt32LE(locatorAt) !== zip64EndLocator) return undefined;
  const recordAt = Number(bytes.readBigUInt64LE(locatorAt + 8));
  if (recordAt + 56 > bytes.length || bytes.readUInt32LE(recordAt) !== zip64End) return undefined;
  return { count: Number(bytes.readBigUInt64LE(recordAt + 32)), offset: Number(bytes.readBigUInt64LE(recordAt + 48)) };
}

/** The entry names, or undefined when `bytes` is not a readable ZIP archive. */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  // The end record is 22 bytes plus a comment of at most 65 535 bytes.
  let endAt = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === endOfCentralDirectory && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) {
      endAt = at;
      break;
    }
  }
  if (endAt < 0) return undefined;
  let count = bytes.readUInt16LE(endAt + 10);
  let offset = bytes.readUInt32LE(endAt + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    const zip64 = zip64Directory(bytes, endAt);
    if (!zip64) return undefined;
    ({ count, offset } = zip64);
  }
  const names: string[] = [];
  for (let at = offset, index = 0; index < count; index++) {
    if (at + 46 > endAt || bytes.readUInt32LE(at) !== centralEntry) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > endAt) return undefined;
    names.push(utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
