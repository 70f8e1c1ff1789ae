// The portal every brand runs: an app composes it with its brand data.
export type { BrandConfig } from './brand/brand-config.ts';
export { useBrand } from './brand/BrandContext.tsx';
export { mountPortal, portalNamespaces } from './mount-portal.tsx';
export { PortalApp } from './PortalApp.tsx';
export { PartnerFooter } from './layout/PartnerFooter.tsx';
