// Step 1 compares names as a person types them: case, accents and punctuation
// do not matter ('José O'Neill' finds 'JOSE ONEILL'), letters and digits do.

export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function sameName(typed: string, onFile: string): boolean {
  const comparable = comparableName(typed);
  return comparable.length > 0 && comparable === comparableName(onFile);
}
