import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

// The one Storybook of the monorepo (CONVENTIONS: "One root Storybook gathers
// every package's stories"): it lives in ui-kit and reads packages/*/src.
// Storybook matches story paths relative to the working directory (this
// package), so ui-kit's own stories need their own entry: through `../../*`
// they would be `../ui-kit/src/…` and match no entry.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../!(ui-kit)/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // Builds run offline in CI: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? []).flat();
    const hasReact = plugins.some((plugin) => plugin && 'name' in plugin && plugin.name.startsWith('vite:react'));
    return {
      ...viteConfig,
      plugins: hasReact ? viteConfig.plugins : [...(viteConfig.plugins ?? []), react()],
      // Storybook's preview bundle (with axe) is large by nature; do not warn about it.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 },
    };
  },
};

export default config;
