// §3 contact records: CSR and provider-relations output fields plus spdc and
// lineOfBusiness, one per coverage line of the member's; §2 contact us lists
// customer-connections departments and provider relations. A subsidiary's own
// departments (the New York companies, §9) replace the partner's of that kind.
import { productTypeOfLob, type ProductType, type Spdc } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import type { SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { ContactPointRecord, ContactsRepository } from './repository.ts';

export const contactsMessages = { unavailable: 'Contact Us is not available on this site.' } as const;

/** Whom a member calls about one of their coverage lines. */
export interface LineContacts {
  spdc: Spdc;
  lob: string;
  customerConnections: ContactPointRecord[];
  providerRelations: ContactPointRecord;
}

export function contactPointsFor(
  points: readonly ContactPointRecord[], subsidiaryNumber: number, productType: ProductType, kind: ContactPointRecord['kind'],
): ContactPointRecord[] {
  const ofKind = points.filter((point) => point.productType === productType && point.kind === kind);
  const own = ofKind.filter((point) => point.subsidiaryNumber === subsidiaryNumber);
  return own.length > 0 ? own : ofKind.filter((point) => point.subsidiaryNumber === null);
}

export function createContactsService({
  members, contacts, features,
}: { members: SignedInMemberLookup; contacts: ContactsRepository; features: FeatureGate }) {
  return {
    async contactsOf(token: AccessTokenClaims): Promise<LineContacts[]> {
      await features.require(token.partner, (f) => f.memberContact, contactsMessages.unavailable);
      const { coverageLines } = await members.memberWithLines(token);
      // The partner's points of every subsidiary (kept for the brand); contactPointsFor picks each line's.
      const points = await contacts.findContactPoints(token.partner);
      return coverageLines.flatMap((line): LineContacts[] => {
        const productType = productTypeOfLob(line.lob);
        if (!productType) return [];
        const csr = contactPointsFor(points, line.subsidiaryNumber, productType, 'customerConnections');
        const [providerRelations] = contactPointsFor(points, line.subsidiaryNumber, productType, 'providerRelations');
        if (csr.length === 0 || !providerRelations) return [];
        const { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber } = line;
        return [{ spdc: { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber }, lob: line.lob, customerConnections: csr, providerRelations }];
      });
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
