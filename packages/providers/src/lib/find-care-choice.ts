// Find care opened to choose an office (core's findCareChoosePath): the search
// is limited to the offices that may be chosen, whatever the URL says.
import { dhmoNetworkName, type ProviderSearchCriteria } from '@portal/api-client';
import type { FindCareChoice } from '@portal/core';

/** The criteria a choice allows: a primary dentist is a general dentist of the DHMO network accepting new patients. */
export function criteriaForChoice(criteria: ProviderSearchCriteria | null, choice: FindCareChoice | undefined): ProviderSearchCriteria | null {
  if (!criteria || !choice) return criteria;
  if (choice === 'primaryDentist') {
    return { ...criteria, providerType: 'generalDentist', network: dhmoNetworkName, acceptingNewPatients: true };
  }
  // The estimator prices a general dentist's office of the member's own network (marked on each office).
  return { ...criteria, providerType: 'generalDentist' };
}

/** A find care query string that keeps the choice being made. */
export function withChoice(search: string, choice: FindCareChoice | undefined): string {
  if (!choice) return search;
  const query = new URLSearchParams(search);
  query.set('choose', choice);
  return `?${query.toString()}`;
}
