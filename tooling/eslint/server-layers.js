// Enforces the server's one-way layers of ARCHITECTURE.md ("the server has the
// same one-way rule"): a file of apps/server/src may import its own top-level
// folder and any lower layer, never a higher one. A lower layer reaches a higher
// one only through what it is handed (a callback, an event on the cluster bus).
// Test files (*.test.ts, *-testing.ts) may import anything; nothing else may
// import them, nor the test support outside src (apps/server/test: the whole
// test app, its helpers and each domain's in test/support/<domain>, the tests
// that walk every route). A `testing/` folder inside src is runtime code like
// any other: test helpers live in apps/server/test.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { repoRoot } from './workspace-packages.js';

export const serverSource = join(repoRoot, 'apps', 'server', 'src');
export const serverTestSupport = join(repoRoot, 'apps', 'server', 'test');

/** The layer of each top-level folder or file of apps/server/src; higher imports lower. */
export const serverLayers = {
  // cross-cutting wiring: builds the app, registers plugins, modules and hosting, listens
  'app.ts': 5,
  'main.ts': 5,
  'listen.ts': 5,
  hosting: 5,
  health: 5,
  // the API of §7: routes → service → repository, one folder per domain
  modules: 4,
  // what modules build on: sign-in, the audit trail, email and codes, PDFs, and the
  // request-level Fastify plugins (HTTP errors, token verification, throttling)
  identity: 3,
  audit: 3,
  messaging: 3,
  documents: 3,
  plugins: 3,
  // the database, file storage, configuration and the bus between copies
  db: 2,
  storage: 2,
  'config.ts': 2,
  cluster: 2,
  // pure helpers with no server imports: dates, languages, digests, plan arithmetic
  lib: 1,
  adjudication: 1,
  'per-partner.ts': 1,
};

const isTestFile = (path) =>
  /\.test\.[cm]?[jt]sx?$/.test(path) || /-testing\.[cm]?[jt]s$/.test(path);

const isInside = (folder, file) => {
  const path = relative(folder, file);
  return Boolean(path) && !path.startsWith('..') && !path.startsWith(sep) && !/^[a-zA-Z]:/.test(path);
};

/** The path of a file inside apps/server/src ('modules/claims/routes.ts'), or undefined. */
function serverPath(file) {
  const path = relative(serverSource, file);
  if (!path || path.startsWith('..') || path.startsWith(sep) || /^[a-zA-Z]:/.test(path)) return undefined;
  return path.split(sep).join('/');
}

const topOf = (path) => path.split('/')[0];

export const serverLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keep apps/server/src's imports pointing down its layers" },
    messages: {
      upward: '{{from}} (layer {{fromLayer}}) may not import {{to}} (layer {{toLayer}}): server layers point down (wiring 5 → modules 4 → identity/audit/messaging/documents/plugins 3 → db/storage/config/cluster 2 → lib 1). Hand the lower layer a callback or move the helper down.',
      testSupport: '{{from}} may not import test support ({{to}}).',
      unmapped: '{{top}} is not in the server layer map (tooling/eslint/server-layers.js): give it a layer.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = serverPath(file);
    if (!from || isTestFile(from)) return {};
    const fromTop = topOf(from);
    const fromLayer = serverLayers[fromTop];
    if (fromLayer === undefined) {
      return {
        Program: (node) => context.report({ node, messageId: 'unmapped', data: { top: fromTop } }),
      };
    }

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (isInside(serverTestSupport, target)) {
        return context.report({ node, messageId: 'testSupport', data: { from, to: relative(join(serverSource, '..'), target).split(sep).join('/') } });
      }
      const to = serverPath(target);
      if (!to) return;
      const toTop = topOf(to);
      if (toTop === fromTop) return;
      const toLayer = serverLayers[toTop];
      if (toLayer === undefined) return context.report({ node, messageId: 'unmapped', data: { top: toTop } });
      if (isTestFile(to)) return context.report({ node, messageId: 'testSupport', data: { from, to } });
      if (toLayer > fromLayer) {
        context.report({ node, messageId: 'upward', data: { from, fromLayer, to, toLayer } });
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

export default { rules: { 'server-layers': serverLayersRule } };
