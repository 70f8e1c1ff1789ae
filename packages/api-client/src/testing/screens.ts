// @portal/api-client/testing/screens: what a feature package's tests and
// stories render a screen in — the shell's providers over the mock api-client.
export { renderScreen, screenRoutes, type RenderScreenOptions } from './render-screen.tsx';
export { createMockApi, createTestQueryClient, ScreenProviders, type ScreenProvidersProps } from './screen-providers.tsx';
export { createStoryProviders, type StoryProvidersProps } from './story-providers.tsx';
