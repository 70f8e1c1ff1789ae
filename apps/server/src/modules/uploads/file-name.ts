// The name a member's file is shown and kept under: the last segment of what
// the browser sent (some send a full Windows path), without control or
// bidirectional-override characters, at most 255 characters. Never used as a
// storage path (keys are chosen by the server).

const maxLength = 255;
// C0/C1 controls, and the bidi controls that can make "exe.pdf" look like "fdp.exe".
const unsafeCharacters = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function displayFileName(sent: string | undefined, position: number): string {
  const lastSegment = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(unsafeCharacters, '').replace(/\s+/g, ' ').trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? `file ${position}` : cleaned;
  return Array.from(name).slice(0, maxLength).join('');
}
