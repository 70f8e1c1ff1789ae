// The names in the directory of a Compound File (OLE2, [MS-CFB]): the
// container of Word 97–2003 (.doc, stream "WordDocument") and Excel 97–2003
// (.xls, stream "Workbook", or "Book" for Excel 5) files (§5). Other compound
// files — PowerPoint, Outlook messages, installers, encrypted Office files —
// hold neither and are refused by the caller.

export const compoundFileSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const endOfChain = 0xfffffffe;
const lastRegularSector = 0xfffffffa;
const headerDifatEntries = 109;
const directoryEntrySize = 128;
const streamObject = 2;

/** The names of the directory entries, or undefined when `bytes` is not a readable compound file. */
export function compoundFileStreamNames(bytes: Buffer): string[] | undefined {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(compoundFileSignature)) return undefined;
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (bytes.readUInt16LE(0x1c) !== 0xfffe || (sectorShift !== 9 && sectorShift !== 12)) return undefined;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + (bytes.length % sectorSize ? 1 : 0);
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const isSector = (sector: number) => sector <= lastRegularSector && sector < sectorCount;

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectorCount = bytes.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) return undefined;
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, headerDifatEntries); i++) fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  for (let difat = bytes.readUInt32LE(0x44), hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (!isSector(difat) || hops > sectorCount) return undefined;
    const at = sectorAt(difat);
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatSectorCount; i++) fatSectors.push(bytes.readUInt32LE(at + i * 4));
    difat = bytes.readUInt32LE(at + sectorSize - 4);
  }
  if (!fatSectors.every(isSector)) return undefined;
  const nextSector = (sector: number): number | undefined => {
    const fatSector = fatSectors[Math.floor((sector * 4) / sectorSize)];
    return fatSector === undefined ? undefined : bytes.readUInt32LE(sectorAt(fatSector) + ((sector * 4) % sectorSize));
  };

  const names: Array<{ name: string; type: number }> = [];
  for (let sector = bytes.readUInt32LE(0x30), hops = 0; sector !== endOfChain; hops++) {
    if (!isSector(sector) || hops > sectorCount || sectorAt(sector) + sectorSize > bytes.length) return undefined;
    for (let at = sectorAt(sector); at < sectorAt(sector) + sectorSize; at += directoryEntrySize) {
      const nameBytes = bytes.readUInt16LE(at + 0x40);
      const type = bytes[at + 0x42]!;
      // The name is UTF-16LE with its terminating NUL counted in the length.
      if (type !== 0 && nameBytes >= 2 && nameBytes <= 64) {
        names.push({ name: bytes.subarray(at, at + nameBytes - 2).toString('utf16le'), type });
      }
    }
    const next = nextSector(sector);
    if (next === undefined) return undefined;
    sector = next;
  }
  return names.filter((entry) => entry.type === streamObject).map((entry) => entry.name);
}
