// Feature package: claims — /claims (list), /claims/:claimNumber (detail),
// /claims/vision/submit (vision claim upload), /pretreatment-estimate,
// /dce/home (public) and /dce/completed (dental cost estimator).
// The shell composes the route objects; every page behind them loads lazily.
export { claimsMemberRoutes, claimsPublicRoutes, type ClaimsRoute } from './routes.tsx';
// /profile of an adult dependent with their own account: the shell composes it (features never import each other).
export { ClaimSharingSwitch } from './components/ClaimSharingSwitch/ClaimSharingSwitch.tsx';
