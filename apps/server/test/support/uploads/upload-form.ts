// Builds the multipart/form-data body a browser would send for a vision claim
// (the web FormData, serialised by the platform's own encoder), for app.inject().

export interface FormFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** What the browser would declare; the server ignores it (§5 checks content). */
  readonly declaredType?: string;
  /** Default "files". */
  readonly field?: string;
}

export interface UploadForm {
  readonly payload: Buffer;
  readonly headers: Record<string, string>;
}

/** Maria McAllister's vision line (demo data) and her daughter Lily, claimant 3. */
export const mariasVisionClaim = {
  subsidiaryNumber: '10',
  policyNumber: '120000',
  divisionNumber: '1',
  certificateNumber: '9000001',
  claimant: '3',
} as const;

export async function uploadForm(
  fields: Record<string, string | readonly string[]>,
  files: readonly FormFile[],
): Promise<UploadForm> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === 'string' ? [value] : value) form.append(name, one);
  }
  for (const file of files) {
    form.append(file.field ?? 'files', new Blob([file.bytes], { type: file.declaredType ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
