// §9: the server names each PDF in Content-Disposition (date as MM-DD-YYYY).
// RFC 6266: `filename*=UTF-8''…` (RFC 5987, percent-encoded) wins over
// `filename="…"` or a bare `filename=…`.

/** The file name a Content-Disposition header gives, or undefined when none. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const decoded = decodeExtended(extended[2]!.trim().replace(/^"(.*)"$/, '$1'));
    if (decoded) return safeFileName(decoded);
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeFileName(quoted[1]!.replace(/\\(.)/g, '$1'));
  const plain = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain ? safeFileName(plain[1]!) : undefined;
}

function decodeExtended(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Keeps the last path segment only, so a name never points at a folder. */
function safeFileName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}
