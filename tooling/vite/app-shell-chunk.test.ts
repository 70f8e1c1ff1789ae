import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { linksOfProgram, staticallyNeeded, type ModuleLinks } from './app-shell-chunk.js';

/** A module graph written as code, sources already resolved (a name is its own id). */
function graph(modules: Record<string, { code: string; exports?: string[]; pure?: boolean }>) {
  const links = new Map<string, ModuleLinks>();
  for (const [id, { code, exports = [], pure = false }] of Object.entries(modules)) links.set(id, { ...linksOfProgram(parseAst(code, { lang: 'ts' }), exports), pure });
  return (id: string) => links.get(id);
}

describe('what the app shell needs', () => {
  it('follows an index file only to the components imported from it, not to every one it re-exports', () => {
    const linksOf = graph({
      shell: { code: "import { Button } from 'ui'; import { routes } from 'core';" },
      ui: { code: "export { Button } from 'button'; export { FileUpload } from 'file-upload'; export * from 'table';" },
      button: { code: "import { styles } from 'button-styles'; export const Button = styles;", exports: ['Button'] },
      'button-styles': { code: 'export const styles = 1;', exports: ['styles'] },
      'file-upload': { code: "import { useQuery } from 'query'; export const FileUpload = useQuery;", exports: ['FileUpload'] },
      table: { code: 'export const Table = 1;', exports: ['Table'] },
      core: { code: "export * from 'routes'; export * from 'validation';" },
      routes: { code: 'export const routes = {};', exports: ['routes'] },
      validation: { code: "import 'schema-library'; export const schema = 1;", exports: ['schema'] },
    });
    expect([...staticallyNeeded(['shell'], linksOf)].sort()).toEqual(['button', 'button-styles', 'core', 'routes', 'shell', 'ui']);
  });

  it('takes everything a module imports for its own body, a namespace import and a side-effect import whole', () => {
    const linksOf = graph({
      page: { code: "import * as all from 'ui'; import 'polyfill'; import theme from 'theme'; export default [all, theme];" },
      ui: { code: "export { A } from 'a'; export * from 'b';" },
      a: { code: 'export const A = 1;', exports: ['A'] },
      b: { code: 'export const B = 1;', exports: ['B'] },
      polyfill: { code: "import 'deep';" },
      deep: { code: '' },
      theme: { code: 'export default 1;', exports: ['default'] },
    });
    expect([...staticallyNeeded(['page'], linksOf)].sort()).toEqual(['a', 'b', 'deep', 'page', 'polyfill', 'theme', 'ui']);
  });

  it('leaves out type-only imports and dynamic imports', () => {
    const linksOf = graph({
      shell: { code: "import type { Client } from 'query'; import { type Slot } from 'slot'; const later = () => import('page'); export { later };" },
      query: { code: 'export const Client = 1;', exports: ['Client'] },
      slot: { code: 'export const Slot = 1;', exports: ['Slot'] },
      page: { code: 'export const Page = 1;', exports: ['Page'] },
    });
    expect([...staticallyNeeded(['shell'], linksOf)]).toEqual(['shell']);
  });

  it('follows a name re-exported under another name to the module that declares it', () => {
    const linksOf = graph({
      shell: { code: "import { Spinner } from 'ui';" },
      ui: { code: "export { SpinnerRing as Spinner, Other } from 'spinner';" },
      spinner: { code: "import { ring } from 'ring'; export const SpinnerRing = ring; export const Other = 1;", exports: ['SpinnerRing', 'Other'] },
      ring: { code: 'export const ring = 1;', exports: ['ring'] },
    });
    expect([...staticallyNeeded(['shell'], linksOf)].sort()).toEqual(['ring', 'shell', 'spinner', 'ui']);
  });

  it('passes a request for a re-exported name through a side-effect-free module without taking its own imports', () => {
    const modules = {
      shell: { code: "import { getMembers } from 'api';" },
      api: { code: "export { getMembers, useMembers } from 'get-members';", pure: true },
      'get-members': { code: "export { getMembers } from 'members-call'; import { useQuery } from 'query'; export const useMembers = useQuery;", exports: ['useMembers'], pure: true },
      'members-call': { code: 'export const getMembers = 1;', exports: ['getMembers'], pure: true },
      query: { code: 'export const useQuery = 1;', exports: ['useQuery'] },
    };
    expect([...staticallyNeeded(['shell'], graph(modules))].sort()).toEqual(['api', 'get-members', 'members-call', 'shell']);
    // The same module with side effects runs whole once loaded: what it imports is needed too.
    const withSideEffects = { ...modules, 'get-members': { ...modules['get-members'], pure: false } };
    expect([...staticallyNeeded(['shell'], graph(withSideEffects))]).toContain('query');
  });
});
