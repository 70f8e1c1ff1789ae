// §5 vision claim upload types, told by the content alone — never by the file
// name or the type the browser declared. Anything else (TIFF, which the old
// messages mention, executables, plain ZIP archives, web pages, …) is refused.
import { visionClaimUploadTypes } from '@portal/core';
import { compoundFileSignature, compoundFileStreamNames } from './compound-file-stream-names.ts';
import { isPlainText } from './plain-text.ts';
import { zipEntryNames } from './zip-entry-names.ts';

export type VisionClaimUploadType = keyof typeof visionClaimUploadTypes;

const startsWith = (bytes: Buffer, ...signature: Array<number | string>) =>
  bytes.length >= signature.length &&
  signature.every((expected, i) => bytes[i] === (typeof expected === 'string' ? expected.charCodeAt(0) : expected));

// PNG signature, then the IHDR chunk that must come first (length 13).
const isPng = (bytes: Buffer) =>
  startsWith(bytes, 0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'I', 'H', 'D', 'R');
// Start of image, then a marker.
const isJpeg = (bytes: Buffer) => startsWith(bytes, 0xff, 0xd8, 0xff);
const isGif = (bytes: Buffer) => startsWith(bytes, 'G', 'I', 'F', '8', '7', 'a') || startsWith(bytes, 'G', 'I', 'F', '8', '9', 'a');
// "%PDF-1.7" at the very start (readers tolerate junk before it; we do not).
const isPdf = (bytes: Buffer) => /^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1'));
const isZip = (bytes: Buffer) => startsWith(bytes, 'P', 'K', 3, 4);

// Office Open XML: the package's [Content_Types].xml and the main part's folder.
function officeOpenXmlType(bytes: Buffer): VisionClaimUploadType | undefined {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  const word = names.some((name) => name.startsWith('word/'));
  const excel = names.some((name) => name.startsWith('xl/'));
  if (word === excel) return undefined;
  return word ? 'docx' : 'xlsx';
}

// Office 97–2003: a compound file holding the Word or the Excel main stream.
function compoundOfficeType(bytes: Buffer): VisionClaimUploadType | undefined {
  const streams = compoundFileStreamNames(bytes);
  if (!streams) return undefined;
  const word = streams.includes('WordDocument');
  const excel = streams.includes('Workbook') || streams.includes('Book');
  if (word === excel) return undefined;
  return word ? 'doc' : 'xls';
}

/** The §5 type of the content, or undefined when it is none of the nine. */
export function detectVisionClaimUploadType(bytes: Buffer): VisionClaimUploadType | undefined {
  try {
    if (isPdf(bytes)) return 'pdf';
    if (isPng(bytes)) return 'png';
    if (isJpeg(bytes)) return 'jpg';
    if (isGif(bytes)) return 'gif';
    if (isZip(bytes)) return officeOpenXmlType(bytes);
    if (bytes.subarray(0, 8).equals(compoundFileSignature)) return compoundOfficeType(bytes);
    return isPlainText(bytes) ? 'txt' : undefined;
  } catch (error) {
    // A structure pointing outside the file: not a file of that type.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

export function mediaTypeOf(type: VisionClaimUploadType): string {
  return visionClaimUploadTypes[type];
}
