import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { join } from 'node:path';
import { serverLayersRule, serverSource } from './server-layers.js';
import { repoRoot } from './workspace-packages.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const inServer = (path) => join(serverSource, path);

tester.run('server-layers', serverLayersRule, {
  valid: [
    { code: "import { a } from './plugins/auth.ts';", filename: inServer('app.ts') },
    { code: "import { a } from '../../identity/accounts.ts';", filename: inServer('modules/claims/routes.ts') },
    { code: "import { a } from '../lib/member-language.ts';", filename: inServer('plugins/auth.ts') },
    { code: "import { a } from '../../lib/plan-year.ts';", filename: inServer('db/seed/seed.ts') },
    { code: "import { a } from '../messaging/messenger.ts';", filename: inServer('identity/identity.ts') },
    { code: "import { a } from './service.ts';", filename: inServer('modules/claims/routes.ts') },
    { code: "import { a } from '@portal/core';", filename: inServer('lib/plan-year.ts') },
    // tests and test support may import anything
    { code: "import { a } from '../app.ts';", filename: inServer('identity/identity.int.test.ts') },
    { code: "import { a } from '../test-tokens.ts';", filename: join(repoRoot, 'apps', 'server', 'test', 'support', 'claims', 'claims-calls.ts') },
    { code: "import { a } from '../../test/app-testing.ts';", filename: inServer('modules/claims/claims-list.int.test.ts') },
    { code: "import { a } from '../../src/modules/api.ts';", filename: join(repoRoot, 'apps', 'server', 'test', 'cross-cutting', 'contract-routes.ts') },
    // outside apps/server/src the rule says nothing
    { code: "import { a } from '../src/app.ts';", filename: join(repoRoot, 'apps', 'server', 'bench', 'run.ts') },
    { code: "import { a } from './modules/x.ts';", filename: join(repoRoot, 'packages', 'claims', 'src', 'db', 'x.ts') },
  ],
  invalid: [
    { code: "import { a } from '../modules/shared/x.ts';", filename: inServer('plugins/auth.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { a } from '../../modules/members/repository.ts';", filename: inServer('db/seed/seed-types.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { hashPassword } from '../identity/passwords.ts';", filename: inServer('db/seed.ts'), errors: [{ messageId: 'upward' }] },
    { code: "export { a } from '../db/database.ts';", filename: inServer('lib/x.ts'), errors: [{ messageId: 'upward' }] },
    { code: "const m = import('../app.ts');", filename: inServer('modules/api.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { a } from '../hosting/site-hosting.ts';", filename: inServer('modules/api.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { a } from '../../test/support/browser.ts';", filename: inServer('identity/identity.ts'), errors: [{ messageId: 'testSupport' }] },
    { code: "import { a } from '../../test/app-testing.ts';", filename: inServer('modules/api.ts'), errors: [{ messageId: 'testSupport' }] },
    { code: "import { a } from '../../test/support/storage/fake-s3-server.ts';", filename: inServer('plugins/auth.ts'), errors: [{ messageId: 'testSupport' }] },
    // a testing/ folder inside src is no test support: helpers live in apps/server/test
    { code: "import { a } from '../../../../test/support/test-tokens.ts';", filename: inServer('modules/claims/testing/claims-calls.ts'), errors: [{ messageId: 'testSupport' }] },
    { code: "import { a } from '../db/database.ts';", filename: inServer('new-folder/x.ts'), errors: [{ messageId: 'unmapped' }] },
    { code: "import { a } from '../new-folder/x.ts';", filename: inServer('modules/api.ts'), errors: [{ messageId: 'unmapped' }] },
  ],
});
