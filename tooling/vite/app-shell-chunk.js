// The app shell in one chunk. mount-portal.tsx renders every page, so the
// modules it imports statically (the providers, the header, the route table,
// the ui-kit parts and calls they use …) have always arrived before any page's
// chunk asks for one of them: putting them in one chunk costs no page
// anything, while Rolldown's automatic splitting cut them into some thirty
// chunks of a few hundred bytes, each a request of its own on a signed-in
// reload. Left out: what the boot code loads without the app (the entry, the
// sign-in redirect, the signed-in frame's name reader, the Web Vitals reporter
// and what they import), which must
// stay as small as it is, and the modules a dynamic import loads (each keeps
// its own chunk, and its manifest entry that `pnpm size` and the preloads read).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';

/**
 * What a module imports and re-exports, by name, read from its code (the
 * features import from their packages' index files, which re-export every
 * component: following all of an index's exports would take in the whole
 * package, while the build keeps only the names used).
 * @typedef {{ source: string, names: string[] | '*' }} ImportEdge
 * @typedef {{ exported: string, source: string, local: string }} ReExport
 * @typedef {{ imports: ImportEdge[], reExports: ReExport[], starSources: string[], exports: string[], pure?: boolean }} ModuleLinks
 */

/**
 * The modules `roots` need, following static imports name by name through
 * re-exports (dynamic imports are left out: they load later, in chunks of
 * their own). A module's own body (and so everything it imports) is needed
 * once one of its own exports is, or it is imported whole or for its side
 * effects; a side-effect-free module asked only for names it re-exports
 * (`pure`, e.g. a package's index file next to a hook) passes the request on
 * and nothing else, as the build's tree-shaking does. `linksOf(id)` gives a
 * module's links with resolved sources, or undefined for one the build does
 * not know.
 * @param {string[]} roots
 * @param {(id: string) => ModuleLinks | undefined} linksOf
 * @returns {Set<string>}
 */
export function staticallyNeeded(roots, linksOf) {
  /** @type {Map<string, Set<string> | '*'>} names asked of each module so far */
  const asked = new Map();
  const bodyNeeded = new Set();
  const queue = [];
  const needBody = (id, links) => {
    if (bodyNeeded.has(id)) return;
    bodyNeeded.add(id);
    for (const { source, names } of links.imports) ask(source, names);
  };
  const ask = (id, names) => {
    const before = asked.get(id);
    if (before === '*') return;
    if (names === '*') {
      asked.set(id, '*');
      queue.push([id, '*']);
      return;
    }
    const known = before ?? new Set();
    const fresh = names.filter((name) => !known.has(name));
    if (before !== undefined && fresh.length === 0) return;
    fresh.forEach((name) => known.add(name));
    asked.set(id, known);
    queue.push([id, fresh]);
  };
  roots.forEach((id) => ask(id, '*'));
  while (queue.length > 0) {
    const [id, names] = queue.shift();
    const links = linksOf(id);
    if (!links) continue;
    if (names === '*' || names.length === 0 || !links.pure) needBody(id, links);
    if (names === '*') {
      for (const { source, local } of links.reExports) ask(source, local === '*' ? '*' : [local]);
      for (const source of links.starSources) ask(source, '*');
      continue;
    }
    for (const name of names) {
      const reExport = links.reExports.find(({ exported }) => exported === name);
      if (reExport) {
        ask(reExport.source, reExport.local === '*' ? '*' : [reExport.local]);
        continue;
      }
      if (links.exports.includes(name)) {
        needBody(id, links); // its own
        continue;
      }
      for (const source of links.starSources) {
        if (linksOf(source)?.exports.includes(name)) ask(source, [name]);
      }
    }
  }
  return new Set(asked.keys());
}

/** A module's links from its ESTree program (import and export declarations); sources not yet resolved. */
export function linksOfProgram(program, exports) {
  /** @type {ModuleLinks} */
  const links = { imports: [], reExports: [], starSources: [], exports };
  const nameOf = (node) => (node.type === 'Literal' ? String(node.value) : node.name);
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const specifiers = node.specifiers.filter((s) => s.importKind !== 'type');
      if (node.specifiers.length > 0 && specifiers.length === 0) continue;
      const names = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
        ? '*'
        : specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)));
      links.imports.push({ source: node.source.value, names });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      if (node.exportKind === 'type') continue;
      for (const s of node.specifiers) {
        if (s.exportKind === 'type') continue;
        links.reExports.push({ exported: nameOf(s.exported), local: nameOf(s.local), source: node.source.value });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exportKind === 'type') continue;
      if (node.exported) links.reExports.push({ exported: nameOf(node.exported), local: '*', source: node.source.value });
      else links.starSources.push(node.source.value);
    }
  }
  return links;
}

const normal = (id) => id.replaceAll('\\', '/');

const sideEffectFreePackages = new Map();
/** Whether the module's package says `"sideEffects": false` (its nearest package.json); Rolldown's module info does not tell. */
function declaredSideEffectFree(id) {
  if (!isAbsolute(id)) return false; // a virtual module
  for (let dir = dirname(id.split('?')[0]); ; dir = dirname(dir)) {
    if (!sideEffectFreePackages.has(dir)) {
      const file = join(dir, 'package.json');
      sideEffectFreePackages.set(dir, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).sideEffects === false : undefined);
    }
    const free = sideEffectFreePackages.get(dir);
    if (free !== undefined) return free;
    if (dirname(dir) === dir) return false;
  }
}

/** What the signed-in pages' common chunk must not take in: only the pages with a form, and sign-in, need them. */
const formsOrSignIn = /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(oidc-client-ts\/|formik\/|yup\/)/;

/** Libraries the app shell must not take in: each loads with the first screen that needs it. */
const laterLibraries = /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@tanstack\/|oidc-client-ts\/|formik\/|yup\/)/;

/**
 * The plugin (reads the module graph once the build has it) and the
 * codeSplitting group that captures the app shell's modules.
 */
export function appShellChunk({
  app = 'packages/shell/src/mount-portal.tsx',
  bootSide = ['packages/shell/src/vitals/start-web-vitals.ts'],
  signInRedirect = 'packages/auth/src/oidc/start-sign-in.ts',
  frameNameReader = 'packages/auth/src/oidc/stored-member-name.ts',
  signedInPages = [/packages\/member\/src\//, /packages\/benefits\/src\//, /packages\/claims\/src\//, /packages\/shell\/src\/query\/QueryLayer\.tsx$/],
} = {}) {
  const members = new Set();
  const signedInMembers = new Set();
  const nameReaderMembers = new Set();
  const plugin = {
    name: 'portal-app-shell-chunk',
    apply: 'build',
    async buildEnd(error) {
      members.clear();
      signedInMembers.clear();
      nameReaderMembers.clear();
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (suffix) => ids.filter((id) => normal(id).endsWith(suffix));
      const [appId] = find(app);
      if (!appId) return;
      /** @type {Map<string, ModuleLinks | undefined>} */
      const links = new Map();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info || info.code == null) continue;
        const resolvedSources = new Map();
        let program;
        try {
          program = this.parse(info.code, { lang: 'js' });
        } catch {
          program = null;
        }
        const found = program ? linksOfProgram(program, info.exports ?? []) : { imports: [], reExports: [], starSources: [], exports: info.exports ?? [] };
        const sources = new Set([...found.imports.map((i) => i.source), ...found.reExports.map((r) => r.source), ...found.starSources]);
        for (const source of sources) {
          const resolved = await this.resolve(source, id);
          if (resolved && !resolved.external) resolvedSources.set(source, resolved.id);
        }
        const resolve = (source) => resolvedSources.get(source);
        const resolvedLinks = {
          pure: declaredSideEffectFree(id),
          imports: found.imports.filter((i) => resolve(i.source)).map((i) => ({ ...i, source: resolve(i.source) })),
          reExports: found.reExports.filter((r) => resolve(r.source)).map((r) => ({ ...r, source: resolve(r.source) })),
          starSources: found.starSources.map(resolve).filter(Boolean),
          exports: found.exports,
        };
        // CommonJS (react, scheduler …) has no import declarations: all it requires is needed.
        const declared = new Set([...resolvedLinks.imports.map((i) => i.source), ...resolvedLinks.reExports.map((r) => r.source), ...resolvedLinks.starSources]);
        for (const imported of info.importedIds) if (!declared.has(imported)) resolvedLinks.imports.push({ source: imported, names: '*' });
        links.set(id, resolvedLinks);
      }
      const linksOf = (id) => links.get(id);
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const boot = staticallyNeeded([...entries, ...bootSide.flatMap(find)], linksOf);
      // What the boot code loads before the app (the sign-in redirect with oidc-client-ts, the name of a signed-in
      // frame) may not wait for the app shell: none of it goes in.
      const redirect = new Set();
      for (let next = [...find(signInRedirect), ...find(frameNameReader)]; next.length > 0; ) {
        const reached = staticallyNeeded(next, linksOf);
        next = [];
        for (const id of reached) {
          if (redirect.has(id)) continue;
          redirect.add(id);
          next.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        }
      }
      // The frame's name reader and the few small modules it needs (the app needs them too): one chunk, not five.
      for (const id of staticallyNeeded(find(frameNameReader), linksOf)) if (!boot.has(id)) nameReaderMembers.add(id);
      const dynamicTargets = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      // One that would bring a library the screens load later stays out, so the shell never takes it in
      // (the reading is by module, not by statement: a module the shell needs one function of may import
      // another for a function the shell never calls).
      const bringsLaterLibrary = (id) => [...staticallyNeeded([id], linksOf)].some((needed) => laterLibraries.test(normal(needed)));
      for (const id of staticallyNeeded([appId], linksOf)) {
        if (id === appId || dynamicTargets.has(id) || boot.has(id) || redirect.has(id) || bringsLaterLibrary(id)) continue;
        members.add(id);
      }
      // The signed-in pages' common chunk: what the dashboard (the page a member opens most, §2) shares with the
      // benefits' or the claims' pages or the query layer, beyond the app shell. The dashboard and these pages
      // load one chunk for it instead of a dozen of a few hundred bytes; a page of the others may load a little
      // it does not use. What only the others share (the form fields of the benefits and claims forms) stays out.
      const bringsFormsOrSignIn = (id) => [...staticallyNeeded([id], linksOf)].some((needed) => formsOrSignIn.test(normal(needed)));
      const neededBy = new Map();
      const [dashboard, ...others] = signedInPages.map((pattern) => staticallyNeeded([...dynamicTargets].filter((id) => pattern.test(normal(id))), linksOf));
      for (const needed of others) for (const id of needed) neededBy.set(id, (neededBy.get(id) ?? 0) + 1);
      for (const id of dashboard) {
        if (!neededBy.has(id) || members.has(id) || id === appId || dynamicTargets.has(id) || boot.has(id) || redirect.has(id)) continue;
        if (bringsFormsOrSignIn(id)) continue;
        signedInMembers.add(id);
      }
    },
  };
  return {
    plugin,
    group: { name: 'app-shell', test: (id) => members.has(id), priority: 20, includeDependenciesRecursively: false },
    signedInGroup: { name: 'signed-in', test: (id) => signedInMembers.has(id), priority: 15, includeDependenciesRecursively: false },
    nameReaderGroup: { name: 'stored-member', test: (id) => nameReaderMembers.has(id), priority: 25, includeDependenciesRecursively: false },
  };
}
