// Step 2 by claim: claim number ('Enter a valid claim number.') and source
// code ('Enter a valid source code.') both required, in the characters the
// contract accepts (claim number letters, digits, hyphens up to 20; source
// code letters and digits up to 8).
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export const claimNumberPattern = /^[A-Za-z0-9-]{1,20}$/;
export const sourceCodePattern = /^[A-Za-z0-9]{1,8}$/;

export interface ClaimNumberValues {
  claimNumber: string;
  sourceCode: string;
}

export const emptyClaimNumber: ClaimNumberValues = { claimNumber: '', sourceCode: '' };

export function createClaimNumberSchema(t: Translate) {
  const invalidClaim = sharedText(t, 'validation.invalidClaimNumber');
  const invalidSource = sharedText(t, 'validation.invalidSourceCode');
  return object({
    claimNumber: string().trim().required(invalidClaim).matches(claimNumberPattern, invalidClaim),
    sourceCode: string().trim().required(invalidSource).matches(sourceCodePattern, invalidSource),
  });
}
