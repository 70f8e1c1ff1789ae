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
export { registrationPublicRoutes, type RegistrationRoute } from './routes.tsx';
