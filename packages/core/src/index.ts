// Pure TypeScript business rules of the spec, shared by the sites and the server.
export {
  environmentFromHost,
  environments,
  isPartner,
  partnerFromHost,
  partners,
  type Environment,
  type Partner,
  type PartnerOrNone,
} from './partner.ts';
export { companyOfSubsidiary, isNewYorkSubsidiary, subsidiaryCompanies, type SubsidiaryCompany } from './subsidiary.ts';
