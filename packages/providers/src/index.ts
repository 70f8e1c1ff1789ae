// Feature package: find care — /find-care (the provider directory) and
// /find-care/:providerId (one provider), and the DHMO primary dentist card.
// The shell composes the route objects and the card.
export { providersPublicRoutes, type ProvidersRoute } from './routes.tsx';
// The DHMO primary dentist: composed by the shell into the dashboard and the dental tab.
export { PrimaryDentistCard, type PrimaryDentistCardProps } from './components/PrimaryDentistCard/PrimaryDentistCard.tsx';
