// The member's name as the documents and the §3 answers print it: first, middle and last, the ones present.
import type { CoverageLineOfMember } from './repository.ts';

export function memberFullName(line: Pick<CoverageLineOfMember, 'firstName' | 'middleName' | 'lastName'>): string {
  return [line.firstName, line.middleName, line.lastName].filter(Boolean).join(' ');
}
