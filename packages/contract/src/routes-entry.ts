// `@portal/contract/routes`: what a browser needs to make a call (paths, and the
// choices and limits its forms offer), without the schemas (types come from
// the main entry with `import type`).
export { callPath, callRoutes, type CallRoute, type CallRouteId } from './call-routes.ts';
export {
  contactSubjects, csrSearchLimit, dceMaxProcedures, dhmoNetwork, providerHoursFilters, providerNetworks, providerSearchPageSize, providerSearchRadius,
  providerSpecialties, providerTypes, visionClaimUpload,
} from './call-values.ts';
