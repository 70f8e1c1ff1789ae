// FHIR errors: a typed error carrying the HTTP status, the OperationOutcome
// issue code and its text in English and Spanish.
import type { OperationOutcome } from '@medplum/fhirtypes';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { fhirTexts, type FhirText } from './fhir-texts.ts';

/** The issue codes this server uses (FHIR R4 issue-type). */
export type FhirIssueCode = 'invalid' | 'not-found' | 'not-supported' | 'login' | 'forbidden' | 'exception' | 'transient' | 'throttled';

export class FhirError extends Error {
  override readonly name = 'FhirError';
  constructor(
    readonly statusCode: number,
    readonly issueCode: FhirIssueCode,
    readonly text: FhirText,
    /** Seconds before trying again (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(text.en);
  }
}

export const fhirNotFound = (text: FhirText) => new FhirError(404, 'not-found', text);
export const fhirBadRequest = (text: FhirText) => new FhirError(400, 'invalid', text);
export const fhirForbidden = (text: FhirText) => new FhirError(403, 'forbidden', text);
export const fhirUnauthorized = (text: FhirText = fhirTexts.tokenRefused) => new FhirError(401, 'login', text);

export function operationOutcomeOf(error: FhirError, language: MemberLanguage): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: error.issueCode, details: { text: error.text[language] } }],
  };
}
