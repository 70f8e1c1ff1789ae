import { createRequire } from 'node:module';
import { domProject } from '@portal/tooling/vitest';
import { mergeConfig } from 'vitest/config';

// styled-components' Node build injects global styles only while rendering on
// a server, so under jsdom GlobalStyle would do nothing; use its browser build.
const require = createRequire(import.meta.url);
const styledBrowserBuild = require.resolve('styled-components').replace(/styled-components\.cjs\.js$/, 'styled-components.browser.cjs.js');

export default mergeConfig(domProject(), {
  resolve: { alias: [{ find: /^styled-components$/, replacement: styledBrowserBuild }] },
});
