// Finding a procedure by its plain name or its CDT code:
// every word typed must appear, in any order, ignoring case and accents, so
// 'corona' finds 'Corona de porcelana' and 'd27' finds D2740 and D2750.
import type { EstimableProcedure } from '@portal/api-client';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

export function matchingProcedures(
  procedures: readonly EstimableProcedure[],
  query: string,
  nameOf: (code: string) => string,
): EstimableProcedure[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return procedures.filter((procedure) => {
    const text = `${fold(procedure.code)} ${fold(nameOf(procedure.code))}`;
    return words.every((word) => text.includes(word));
  });
}
