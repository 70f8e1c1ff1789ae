// §3 auth state: the user's name is shown in proper case, handling Mc,
// apostrophes, hyphens and a list of words kept upper-case.

/**
 * Words kept upper-case wherever they appear in a name: generational
 * suffixes written as Roman numerals (a name never contains these letters
 * alone), professional credentials that follow a provider's or agent's name,
 * business suffixes, and 'CSR' (customer-service accounts are named so).
 * 'Jr', 'Sr' and 'Esq' are proper-cased words, so they are not here.
 */
export const upperCaseNameWords: readonly string[] = [
  'II',
  'III',
  'IV',
  'VI',
  'VII',
  'VIII',
  'IX',
  'CSR',
  'LLC',
  'LLP',
  'DDS',
  'DMD',
  'MD',
  'OD',
  'RN',
  'CPA',
];

const firstLetter = /\p{L}/u;

function capitalise(word: string): string {
  const lower = word.toLowerCase();
  const index = lower.search(firstLetter);
  if (index < 0) return lower;
  return lower.slice(0, index) + lower.charAt(index).toUpperCase() + lower.slice(index + 1);
}

/** McDONALD → McDonald; 'Mc' alone stays 'Mc'. */
function withMc(word: string): string {
  const cased = capitalise(word);
  if (/^Mc\p{L}/u.test(cased)) return 'Mc' + capitalise(cased.slice(2));
  return cased;
}

/** O'BRIEN → O'Brien, D'ANGELO → D'Angelo: each apostrophe-joined piece is capitalised. */
function withApostrophes(word: string): string {
  return word
    .split(/(['’])/)
    .map((piece, index) => (index === 0 ? withMc(piece) : piece.length > 1 ? withMc(piece) : piece.toLowerCase()))
    .join('');
}

function properCaseWord(word: string): string {
  const bare = word.replace(/[.,]+$/, '');
  if (upperCaseNameWords.includes(bare.toUpperCase())) return word.toUpperCase();
  return word.split('-').map(withApostrophes).join('-');
}

/**
 * Proper-cases a person's name for display ('MARY-KATE O'BRIEN III' →
 * 'Mary-Kate O'Brien III'). Runs of spaces become one; an empty or missing
 * name gives ''.
 */
export function properCaseName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(properCaseWord)
    .join(' ');
}
