import type { Plugin } from 'vite';
export interface ImportEdge {
  source: string;
  names: string[] | '*';
}
export interface ReExport {
  exported: string;
  source: string;
  local: string;
}
export interface ModuleLinks {
  imports: ImportEdge[];
  reExports: ReExport[];
  starSources: string[];
  exports: string[];
  /** Free of side effects (package.json sideEffects: false): asked only for what it re-exports, its body is not needed. */
  pure?: boolean;
}
export function staticallyNeeded(roots: string[], linksOf: (id: string) => ModuleLinks | undefined): Set<string>;
export function linksOfProgram(program: { body: unknown[] }, exports: string[]): ModuleLinks;
interface Group {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}
export function appShellChunk(options?: { app?: string; bootSide?: string[]; signInRedirect?: string; frameNameReader?: string; signedInPages?: RegExp[] }): {
  plugin: Plugin;
  group: Group;
  signedInGroup: Group;
  nameReaderGroup: Group;
};
