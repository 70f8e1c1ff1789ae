// Enforces the one-way direction of ARCHITECTURE.md:
//   app → shell → feature → shared → contract/core
// A feature never imports another feature; nothing imports an app; a package
// never reaches into another package's folder by a relative path.
import { dirname, resolve } from 'node:path';
import { packageByName, packageOfFile } from './workspace-packages.js';

/** Which roles each role may import. */
export const allowedImports = {
  app: ['shell', 'feature', 'shared', 'contract', 'core'],
  shell: ['feature', 'shared', 'contract', 'core'],
  feature: ['shared', 'contract', 'core'],
  shared: ['shared', 'contract', 'core'],
  contract: ['contract', 'core'],
  core: ['core'],
  server: ['contract', 'core'],
  test: ['contract', 'core'],
  tooling: [],
};

function targetPackageName(source) {
  if (!source.startsWith('@portal/')) return undefined;
  return source.split('/').slice(0, 2).join('/');
}

/** Packages whose code ends up in the sites' bundles. */
const siteRoles = new Set(['app', 'shell', 'feature', 'shared']);

/** Whether an import or export brings values, not only types (`import type`, `import { type A }`). */
function carriesValues(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return false;
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration' || specifiers.length === 0) return true;
  return specifiers.some((specifier) => specifier.importKind !== 'type' && specifier.exportKind !== 'type');
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep dependencies pointing app → feature → shared → contract/core' },
    messages: {
      direction: '{{from}} ({{fromRole}}) may not import {{to}} ({{toRole}}): dependencies point app → shell → feature → shared → contract/core.',
      sibling: 'A feature never imports another feature: {{from}} imports {{to}}.',
      escape: 'Import {{to}} through its package name, not a relative path out of {{from}}.',
      unknown: '{{to}} is not a workspace package.',
      schemasInSite:
        '{{from}} runs in the browser: import values from @portal/contract/routes (types with `import type`); the main entry builds every TypeBox schema, ~31 KiB gzip in the first load.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = packageOfFile(file);
    if (!from?.role) return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (source === '@portal/contract' && siteRoles.has(from.role) && carriesValues(node)) {
        context.report({ node, messageId: 'schemasInSite', data: { from: from.name } });
      }
      if (source.startsWith('.')) {
        const target = packageOfFile(resolve(dirname(file), source));
        if (target && target.name !== from.name) {
          context.report({ node, messageId: 'escape', data: { from: from.name, to: target.name } });
        }
        return;
      }
      const toName = targetPackageName(source);
      if (!toName || toName === from.name) return;
      const to = packageByName(toName);
      if (!to) return context.report({ node, messageId: 'unknown', data: { to: toName } });
      // Config files beside src/ (vite, vitest, eslint) use the tooling presets.
      if (to.role === 'tooling' && !file.startsWith(from.folder + '/src/')) return;
      if (from.role === 'feature' && to.role === 'feature') {
        return context.report({ node, messageId: 'sibling', data: { from: from.name, to: to.name } });
      }
      if (!(allowedImports[from.role] ?? []).includes(to.role)) {
        context.report({
          node,
          messageId: 'direction',
          data: { from: from.name, fromRole: from.role, to: to.name, toRole: to.role ?? 'none' },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source, ...node }),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
