// Wire → domain of the claim-sharing calls (adult dependents with their own account).
import type { ClaimSharingResponse } from '@portal/contract';

/** An adult dependent with their own account, as the policyholder sees them. */
export interface ManagedDependent {
  claimant: number;
  firstName: string;
  /** They share their claims and EOBs with the policyholder. */
  shared: boolean;
}

export type ClaimSharing =
  | { role: 'policyholder'; dependents: ManagedDependent[] }
  | { role: 'dependent'; policyholderFirstName: string; shared: boolean };

export function toClaimSharing(wire: ClaimSharingResponse): ClaimSharing {
  return wire.role === 'policyholder'
    ? { role: 'policyholder', dependents: wire.dependents.map(({ claimant, firstName, shared }) => ({ claimant, firstName, shared })) }
    : { role: 'dependent', policyholderFirstName: wire.policyholderFirstName, shared: wire.shared };
}
