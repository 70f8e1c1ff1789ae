// The checks a file passes before it may be sent: other types, files over
// the limit and empty files are refused BEFORE upload. The server checks the
// content again; these only spare the member a wasted upload.

/** What the caller accepts: MIME types and the file-name extensions that go with them (no dot). */
export interface FileUploadAccept {
  mimeTypes: readonly string[];
  extensions: readonly string[];
}

export interface FileUploadRules {
  accept: FileUploadAccept;
  maxFileBytes: number;
  maxFiles: number;
}

/** Why a file was not added: wrong type, over the size limit, empty, one too many, or already chosen. */
export type FileRefusalReason = 'type' | 'size' | 'empty' | 'count' | 'duplicate';

export interface FileRefusal {
  file: File;
  reason: FileRefusalReason;
}

/** 'scan.PDF' → 'pdf'; '' when the name has no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

// Browsers leave the type empty (or generic) for files they do not know;
// then the extension alone decides.
const unknownTypes = new Set(['', 'application/octet-stream']);

/** The extension must be accepted, and so must the type the browser reports, when it reports one. */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept: FileUploadAccept): boolean {
  const type = file.type.trim().toLowerCase();
  const extensionAccepted = accept.extensions.map((e) => e.toLowerCase()).includes(extensionOf(file.name));
  return extensionAccepted && (unknownTypes.has(type) || accept.mimeTypes.includes(type));
}

/** The native picker's accept attribute: '.pdf,.png,…,application/pdf,…'. */
export function acceptAttribute(accept: FileUploadAccept): string {
  return [...accept.extensions.map((extension) => `.${extension}`), ...accept.mimeTypes].join(',');
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Splits newly picked or dropped files into those that may be added and those
 * refused (with why), given the files already chosen.
 */
export function sortIncomingFiles(incoming: readonly File[], chosen: readonly File[], rules: FileUploadRules) {
  const accepted: File[] = [];
  const refused: FileRefusal[] = [];
  for (const file of incoming) {
    const reason = refusalOf(file, [...chosen, ...accepted], rules);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

function refusalOf(file: File, kept: readonly File[], rules: FileUploadRules): FileRefusalReason | null {
  if (!isAcceptedType(file, rules.accept)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxFileBytes) return 'size';
  if (kept.some((other) => sameFile(other, file))) return 'duplicate';
  if (kept.length >= rules.maxFiles) return 'count';
  return null;
}
