// Feature package: claims — /claims (list), /claims/:claimNumber (detail).
// The shell composes the route objects; every page behind them loads lazily.
export { claimsMemberRoutes, claimsPublicRoutes, type ClaimsRoute } from './routes.tsx';
