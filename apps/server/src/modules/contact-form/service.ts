// §2 contact us; §3 contact form fields and subjects; §5 fields marked *
// required; §7 the answer carries status 200. The coverage line and the claim
// the message is about must be the member's.
import type { ContactFormRequest, ContactFormResponse } from '@portal/contract';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import { linesOfSpdc, type SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { ContactFormRepository } from './repository.ts';

export const contactFormMessages = {
  unavailable: 'The contact form is not available on this site.',
  blankComments: 'Please enter your message.',
  unknownClaim: 'No claim with this number was found for this member.',
} as const;

export function createContactFormService({
  members, forms, features,
}: { members: SignedInMemberLookup; forms: ContactFormRepository; features: FeatureGate }) {
  return {
    async submit(token: AccessTokenClaims, form: ContactFormRequest, recordChange?: InTransaction): Promise<ContactFormResponse> {
      await features.require(token.partner, (f) => f.memberContact, contactFormMessages.unavailable);
      if (form.comments.trim() === '') throw new HttpError(400, contactFormMessages.blankComments);
      const { member, coverageLines } = await members.memberWithLines(token);
      linesOfSpdc(coverageLines, form);
      // A claim the message names must be the member's own, as everywhere.
      if (form.claimNumber && !(await forms.isClaimOfMember(member.id, form.claimNumber))) {
        throw notFound(contactFormMessages.unknownClaim);
      }
      return { status: 200, referenceNumber: await forms.saveSubmission(member.id, token.partner, form, recordChange) };
    },
  };
}
export type ContactFormService = ReturnType<typeof createContactFormService>;
