import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { join } from 'node:path';
import { importBoundaries } from './import-boundaries.js';
import { repoRoot } from './workspace-packages.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const inPackage = (folder) => join(repoRoot, folder, 'src', 'x.ts');

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { code: "import { a } from '@portal/core';", filename: inPackage('packages/claims') },
    { code: "import { a } from '@portal/ui-kit';", filename: inPackage('packages/claims') },
    { code: "import { a } from '@portal/claims';", filename: inPackage('apps/alic') },
    { code: "import { a } from './local';", filename: inPackage('packages/claims') },
    { code: "import { a } from '@portal/contract';", filename: inPackage('apps/server') },
  ],
  invalid: [
    { code: "import { a } from '@portal/benefits';", filename: inPackage('packages/claims'), errors: [{ messageId: 'sibling' }] },
    { code: "import { a } from '@portal/claims';", filename: inPackage('packages/ui-kit'), errors: [{ messageId: 'direction' }] },
    { code: "import { a } from '@portal/auth';", filename: inPackage('packages/core'), errors: [{ messageId: 'direction' }] },
    { code: "import { a } from '@portal/ui-kit';", filename: inPackage('apps/server'), errors: [{ messageId: 'direction' }] },
    { code: "import { a } from '../../benefits/src/index';", filename: inPackage('packages/claims'), errors: [{ messageId: 'escape' }] },
  ],
});

// TypeScript's type-only imports need its parser.
const typedTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });

typedTester.run('import-boundaries: the contract schemas stay out of the sites', importBoundaries, {
  valid: [
    { code: "import type { A } from '@portal/contract';", filename: inPackage('packages/api-client') },
    { code: "import { type A, type B } from '@portal/contract';", filename: inPackage('packages/claims') },
    { code: "export type { A } from '@portal/contract';", filename: inPackage('packages/api-client') },
    { code: "import { callRoutes, contactSubjects } from '@portal/contract/routes';", filename: inPackage('packages/api-client') },
    { code: "import { ContactFormRequest } from '@portal/contract';", filename: inPackage('apps/server') },
  ],
  invalid: [
    { code: "import { contactSubjects } from '@portal/contract';", filename: inPackage('packages/api-client'), errors: [{ messageId: 'schemasInSite' }] },
    { code: "import { type A, contactSubjects } from '@portal/contract';", filename: inPackage('packages/benefits'), errors: [{ messageId: 'schemasInSite' }] },
    { code: "export { contactSubjects } from '@portal/contract';", filename: inPackage('packages/shell'), errors: [{ messageId: 'schemasInSite' }] },
    { code: "const contract = import('@portal/contract');", filename: inPackage('apps/alic'), errors: [{ messageId: 'schemasInSite' }] },
  ],
});
