// Feature package: find care — /find-care (the provider directory) and
// /find-care/:providerId (one provider). The shell composes the route objects.
export { providersPublicRoutes, type ProvidersRoute } from './routes.tsx';
