// What an answer must never carry (CONVENTIONS, §8): a stack trace, a source
// or node_modules path, SQL or a database error — and, across members,
// another member's identifiers.

const stackTraceSigns: ReadonlyArray<readonly [sign: string, pattern: RegExp]> = [
  ['a stack frame', /\n\s*at [^\n]*(\(|:\d+:\d+)/],
  ['a stack frame', /\bat (async )?[\w.<>$]+ \([^)]*:\d+:\d+\)/],
  ['an error with its stack', /\b\w*Error: [^\n]*\n\s+at /],
  ['a source file position', /[\w-]+\.(ts|js|mjs|cjs):\d+(:\d+)?/],
  ['a node_modules path', /node_modules/],
  ['a server path', /\/(work|home|srv|usr|opt|tmp)\/[\w.-]+\//],
  ['SQL', /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]{0,200}\b(FROM|VALUES|SET|WHERE)\b/],
  ['a database error', /syntax error at or near|relation "[^"]*" does not exist|invalid input syntax for|violates (foreign key|unique|check) constraint|column "[^"]*" does not exist|\bSQLSTATE\b/i],
];

/** The signs of a leaked stack trace, path or SQL found in `text`. */
export function stackTraceSignsIn(text: string): string[] {
  return stackTraceSigns.filter(([, pattern]) => pattern.test(text)).map(([sign]) => sign);
}

/** Which of `identifiers` appear in `text` (case-insensitive). */
export function identifiersIn(text: string, identifiers: readonly string[]): string[] {
  const haystack = text.toLowerCase();
  return identifiers.filter((identifier) => haystack.includes(identifier.toLowerCase()));
}
