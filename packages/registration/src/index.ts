// Feature package: registration — the §4 registration steps under
// /registration/* (public) and the state they share.
export {
  useRegistrationStore,
  useRegistrationStoreReady,
  createRegistrationStore,
  registrationStorageName,
  initialRegistrationData,
  type RegistrationData,
  type RegistrationErrors,
  type RegistrationMode,
  type RegistrationState,
  type RegistrationStepDone,
  type RegistrationStore,
} from './state/registration-store.ts';
export { registrationInTab } from './state/registration-in-tab.ts';
export { registrationPublicRoutes, type RegistrationRoute } from './routes.tsx';
// Account screens (no policy / connect account, existing account, profile security).
export { AccountSecurity, AfterSignInActions, accountMemberRoutes, accountPublicRoutes, type AccountRoute } from './account/routes.tsx';
