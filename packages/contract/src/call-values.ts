// The constants of the calls a browser needs at run time (choices and limits
// a form offers), with no schema attached: the sites import them through
// `@portal/contract/routes`, so TypeBox never reaches a browser bundle. The
// call definitions in calls/ build their schemas from these.
import { visionClaimUploadMimeTypes } from '@portal/core';
import type { FileUpload } from './call.ts';

/**
 * §3 contact form subjects, as codes: benefit question, claim question,
 * student information, ID cards/certificate booklet, address change, website
 * help, fraud, grievance/appeal, other.
 */
export const contactSubjects = [
  'benefitQuestion',
  'claimQuestion',
  'studentInformation',
  'idCardsCertificateBooklet',
  'addressChange',
  'websiteHelp',
  'fraud',
  'grievanceAppeal',
  'other',
] as const;

/**
 * §3 nomination specialties, as codes: General Dentist, Endodontist,
 * Orthodontist, Oral Surgeon, Pediatric Dentist, Periodontist, Prosthodontist.
 */
export const providerSpecialties = [
  'generalDentist',
  'endodontist',
  'orthodontist',
  'oralSurgeon',
  'pediatricDentist',
  'periodontist',
  'prosthodontist',
] as const;

/** Limits of one vision claim submission: 10 files of at most 10 MB each, of the §5 types. */
export const visionClaimUpload: FileUpload = {
  field: 'files',
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  mediaTypes: visionClaimUploadMimeTypes,
};

/** At most this many procedures in one dental cost estimate. */
export const dceMaxProcedures = 10;

/** At most this many rows in one CSR member search answer. */
export const csrSearchLimit = 50;

/** Find care: the kinds of provider the directory lists. */
export const providerTypes = [
  'generalDentist', 'pediatricDentist', 'orthodontist', 'oralSurgeon', 'periodontist', 'endodontist',
  'optometrist', 'ophthalmologist', 'lasikCenter',
] as const;

/** Find care: the networks of the plans the portal sells (the plan designs' dental PPO, DHMO, vision and LASIK networks). */
export const providerNetworks = [
  'Dental Choice PPO', 'DHMO Select Network', 'Vision Choice Network', 'VSP Choice', 'EyeMed Insight', 'Vision Access',
  'Dean Health Vision Network', 'LASIK Partners',
] as const;

/** The network of the DHMO plans (§9 'PPD DHMO'): a DHMO member's primary dentist belongs to it. */
export const dhmoNetwork = 'DHMO Select Network' satisfies (typeof providerNetworks)[number];

/** Find care: the search radius in miles (default, smallest, largest) and providers per page. */
export const providerSearchRadius = { default: 10, min: 1, max: 100 } as const;
export const providerSearchPageSize = 10;
export const providerHoursFilters = ['evenings', 'saturdays'] as const;
