// `@portal/contract/routes`: what a browser needs to make a call, without
// the schemas (types come from the main entry with `import type`).
export { callPath, callRoutes, type CallRoute, type CallRouteId } from './call-routes.ts';
