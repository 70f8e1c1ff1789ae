// Which §2 route a page is, as a pattern: '/claims/25071000123' is
// '/claims/:claimNumber'. Web Vitals are kept per pattern so no claim number,
// id or query string ever leaves the browser; a path of no route is '/other'.
import { routes } from '@portal/core';

export const otherRoute = '/other';

type RouteTree = string | { readonly [key: string]: RouteTree };
const patternsOf = (tree: RouteTree): string[] => (typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(patternsOf));

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Fixed patterns first, so '/claims/vision/submit' never reads as a claim number. */
const patterns = [...new Set(patternsOf(routes))]
  .map((pattern) => ({ pattern, segments: segmentsOf(pattern) }))
  .sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));

function matches(patternSegments: readonly string[], pathSegments: readonly string[]): boolean {
  return (
    patternSegments.length === pathSegments.length &&
    patternSegments.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === pathSegments[index]!.toLowerCase())
  );
}

/** The §2 pattern of a location's pathname (a query, hash or trailing slash is ignored), or '/other'. */
export function routePatternOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = segmentsOf(path);
  return patterns.find((candidate) => matches(candidate.segments, segments))?.pattern ?? otherRoute;
}
