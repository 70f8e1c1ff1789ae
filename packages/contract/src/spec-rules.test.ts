// The rules of the spec that the schemas carry, as a caller meets them.
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { ChatAvailabilityXml, chatAvailabilityXml } from './calls/chat-availability.ts';
import { ClaimDetailResponse } from './calls/claim-detail.ts';
import { ClaimsRequest, ClaimsResponse } from './calls/claims.ts';
import { ContactFormRequest } from './calls/contact-form.ts';
import { DceEstimateRequest, DceEstimateResponse } from './calls/dce-estimator.ts';
import { EdeliveryRequest } from './calls/edelivery.ts';
import { NominateProviderRequest } from './calls/nominate-provider.ts';
import { IdCardParams } from './calls/pdf-documents.ts';
import { PatientToothHistoryRequest, PatientToothHistoryResponse } from './calls/patient-tooth-history.ts';
import { PretreatmentEstimateRequest } from './calls/pretreatment-estimate-request.ts';
import { MetadataCapture } from './calls/subsidiary-config.ts';
import { memberSavingsRuleCodes, VisibilityRulesResponse } from './calls/visibility-rules.ts';
import { VisionClaimUploadsResponse } from './calls/vision-claim-uploads.ts';
import { IdempotencyHeaders } from './idempotency.ts';
import {
  callSamples,
  dentalClaimDetailSample,
  dentalSpdc,
  orthoClaimDetailSample,
  passwordPolicyErrorSample,
  registrationReference,
  visionClaimsSample,
} from './samples.ts';
import { Spdc } from './spdc.ts';
import { FindMemberRequest } from './calls/registration/find-member.ts';
import { MemberIdCheckRequest } from './calls/registration/identity.ts';
import { RegistrationEmailRequest } from './calls/registration/email.ts';
import { RegistrationPhoneCodeRequest, RegistrationPhoneRequest } from './calls/registration/phone.ts';
import { RegistrationPasswordRequest } from './calls/registration/password.ts';
import { PasswordPolicyError } from './errors.ts';

const accepts = (schema: TSchema, value: unknown) => Compile(schema).Check(value);

describe('spdc body (§3 member key)', () => {
  it('takes four non-negative whole numbers; subsidiary 0 is ALIC (§9)', () => {
    expect(accepts(Spdc, { ...dentalSpdc, subsidiaryNumber: 0 })).toBe(true);
    expect(accepts(Spdc, { ...dentalSpdc, policyNumber: -1 })).toBe(false);
    expect(accepts(Spdc, { ...dentalSpdc, divisionNumber: 1.5 })).toBe(false);
    expect(accepts(Spdc, { ...dentalSpdc, certificateNumber: '7654321' })).toBe(false);
  });
});

describe('claims list (§2 filters and paging)', () => {
  const body = callSamples.getClaims.body;

  it('filters by the types Dental, Ortho, Estimate and the four date ranges of §9', () => {
    for (const claimType of ['Dental', 'Ortho', 'Estimate']) expect(accepts(ClaimsRequest, { ...body, claimType })).toBe(true);
    for (const dateRange of ['allTime', 'currentYear', 'previousYear', 'last90Days']) {
      expect(accepts(ClaimsRequest, { ...body, dateRange })).toBe(true);
    }
    expect(accepts(ClaimsRequest, { ...body, claimType: 'Vision' })).toBe(false);
    expect(accepts(ClaimsRequest, { ...body, dateRange: 'lastWeek' })).toBe(false);
  });

  it('needs only the spdc; pages hold 1 to 100 rows', () => {
    expect(accepts(ClaimsRequest, dentalSpdc)).toBe(true);
    expect(accepts(ClaimsRequest, { ...body, pageSize: 101 })).toBe(false);
    expect(accepts(ClaimsRequest, { ...body, page: 0 })).toBe(false);
  });

  it('answers vision rows in claimTable (camelCase, ISO dates) beside an empty CLM-OUT', () => {
    expect(accepts(ClaimsResponse, visionClaimsSample)).toBe(true);
    const [row] = visionClaimsSample.claimTable;
    expect(accepts(ClaimsResponse, { ...visionClaimsSample, claimTable: [{ ...row, dateOfService: '03/28/2025' }] })).toBe(false);
  });
});

describe('claim detail (§2, §3)', () => {
  it('carries an ortho payment schedule for ortho claims', () => {
    expect(accepts(ClaimDetailResponse, orthoClaimDetailSample)).toBe(true);
    expect(orthoClaimDetailSample['ORTHO-SCHEDULE'].length).toBeGreaterThan(0);
  });

  it('accepts a tooth, arch or quadrant, and refuses a tooth that does not exist', () => {
    const line = dentalClaimDetailSample['PROC-TABLE'][0]!;
    const withTooth = (tooth: string) => ({ ...dentalClaimDetailSample, 'PROC-TABLE': [{ ...line, 'TOOTH-ARCH-QUAD': tooth }] });
    for (const tooth of ['', '1', '32', 'A', 'T', 'UA', 'LA', 'UR', 'LL']) expect(accepts(ClaimDetailResponse, withTooth(tooth)), tooth).toBe(true);
    for (const tooth of ['0', '33', 'U', 'Z']) expect(accepts(ClaimDetailResponse, withTooth(tooth)), tooth).toBe(false);
  });

  it('keeps the percent the plan pays between 0 and 100', () => {
    const line = dentalClaimDetailSample['PROC-TABLE'][0]!;
    expect(accepts(ClaimDetailResponse, { ...dentalClaimDetailSample, 'PROC-TABLE': [{ ...line, 'PLAN-PCT': 120 }] })).toBe(false);
  });
});

describe('paperless (§4, §5)', () => {
  const body = callSamples.updateEdelivery.body;

  it('offers opt in, opt out and update email', () => {
    for (const action of ['optIn', 'optOut', 'updateEmail']) expect(accepts(EdeliveryRequest, { ...body, action })).toBe(true);
    expect(accepts(EdeliveryRequest, { ...body, action: 'unsubscribe' })).toBe(false);
  });

  it('takes an email of at most 60 characters', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(accepts(EdeliveryRequest, { ...body, email: email(60) })).toBe(true);
    expect(accepts(EdeliveryRequest, { ...body, email: email(61) })).toBe(false);
    expect(accepts(EdeliveryRequest, { ...body, email: 'not an address' })).toBe(false);
  });
});

describe('nomination (§3, §5)', () => {
  const body = callSamples.nominateProvider.body;

  it('knows the seven specialties of §3', () => {
    for (const specialty of ['generalDentist', 'endodontist', 'orthodontist', 'oralSurgeon', 'pediatricDentist', 'periodontist', 'prosthodontist']) {
      expect(accepts(NominateProviderRequest, { ...body, specialty })).toBe(true);
    }
    expect(accepts(NominateProviderRequest, { ...body, specialty: 'Dentist' })).toBe(false);
  });

  it("requires the provider's name, and phones of 10 digits", () => {
    expect(accepts(NominateProviderRequest, { ...body, providerName: '' })).toBe(false);
    expect(accepts(NominateProviderRequest, { ...body, phone: '(402) 555-0187' })).toBe(false);
    const { fax: _fax, email: _email, ...withoutOptional } = body;
    expect(accepts(NominateProviderRequest, withoutOptional)).toBe(true);
  });
});

describe('contact form (§3, §5)', () => {
  const body = callSamples.submitContactForm.body;

  it('knows the nine subjects of §3', () => {
    for (const subject of [
      'benefitQuestion', 'claimQuestion', 'studentInformation', 'idCardsCertificateBooklet', 'addressChange',
      'websiteHelp', 'fraud', 'grievanceAppeal', 'other',
    ]) {
      expect(accepts(ContactFormRequest, { ...body, subject })).toBe(true);
    }
    expect(accepts(ContactFormRequest, { ...body, subject: 'complaint' })).toBe(false);
  });

  it('leaves the claim number optional and requires comments', () => {
    const { claimNumber: _claimNumber, ...withoutClaim } = body;
    expect(accepts(ContactFormRequest, withoutClaim)).toBe(true);
    expect(accepts(ContactFormRequest, { ...body, comments: '' })).toBe(false);
  });
});

describe('visibility rules (§2 Member Savings)', () => {
  it('name the rule codes that open Member Savings', () => {
    expect(memberSavingsRuleCodes).toEqual(['rx', 'wo01', 'wo02']);
    const codes = callSamples.getVisibilityRules.response.flatMap((entry) => entry.rules.map((rule) => rule.code));
    expect(codes.some((code) => (memberSavingsRuleCodes as readonly string[]).includes(code))).toBe(true);
  });

  it('match a coverage line by spdc and a known product type', () => {
    const [entry] = callSamples.getVisibilityRules.response;
    expect(accepts(VisibilityRulesResponse, [{ ...entry, productType: 'hearing' }])).toBe(false);
  });
});

describe('chat availability (§7)', () => {
  it('answers <chatAllowed allowed="true|false"/>', () => {
    expect(chatAvailabilityXml(true)).toBe('<chatAllowed allowed="true"/>');
    expect(accepts(ChatAvailabilityXml, chatAvailabilityXml(false))).toBe(true);
    expect(accepts(ChatAvailabilityXml, '<chatAllowed allowed="maybe"/>')).toBe(false);
  });
});

describe('X-METADATA-CAPTURE (§7, §9)', () => {
  const metadata = JSON.parse(callSamples.getSubsidiaryConfig.headers['x-metadata-capture']) as Record<string, unknown>;

  it('carries JSON metadata whose user agent is at most 500 characters', () => {
    expect(accepts(MetadataCapture, metadata)).toBe(true);
    expect(accepts(MetadataCapture, { ...metadata, userAgent: 'x'.repeat(500) })).toBe(true);
    expect(accepts(MetadataCapture, { ...metadata, userAgent: 'x'.repeat(501) })).toBe(false);
  });

  it('refuses fields it does not know', () => {
    expect(accepts(MetadataCapture, { ...metadata, cookies: 'session=1' })).toBe(false);
  });
});

describe('ID card (§2)', () => {
  it('comes in desktop and mobile layouts', () => {
    expect(accepts(IdCardParams, { subsidiary: 'alic', deviceType: 'desktop' })).toBe(true);
    expect(accepts(IdCardParams, { subsidiary: 'alic', deviceType: 'mobile' })).toBe(true);
    expect(accepts(IdCardParams, { subsidiary: 'alic', deviceType: 'tablet' })).toBe(false);
  });
});

describe('Idempotency-Key (a second submit is not a duplicate)', () => {
  it('is optional, and when sent 8 to 64 letters, digits and hyphens (a UUID fits)', () => {
    expect(accepts(IdempotencyHeaders, {})).toBe(true);
    for (const key of ['3b9d6c2e-5f41-4a7e-9c0d-8e2f1a6b7c45', 'abcd1234', 'A'.repeat(64)]) {
      expect(accepts(IdempotencyHeaders, { 'idempotency-key': key }), key).toBe(true);
    }
    for (const key of ['', 'abc1234', 'A'.repeat(65), 'key with spaces', 'key_underscore', 'clé-1234', '1234567\n']) {
      expect(accepts(IdempotencyHeaders, { 'idempotency-key': key }), key).toBe(false);
    }
  });
});

describe('uploaded vision claims', () => {
  const answer = callSamples.getVisionClaimUploads.response;
  const [upload] = answer.uploads;

  it('say where each claim is: received, in review or processed, and by when a decision is due', () => {
    for (const status of ['RECEIVED', 'IN_REVIEW', 'PROCESSED']) {
      expect(accepts(VisionClaimUploadsResponse, { uploads: [{ ...upload, status }] })).toBe(true);
    }
    expect(accepts(VisionClaimUploadsResponse, { uploads: [{ ...upload, status: 'PAID' }] })).toBe(false);
    expect(accepts(VisionClaimUploadsResponse, { uploads: [{ ...upload, expectedDecisionBy: '04/11/2025' }] })).toBe(false);
  });

  it('carry a full date-time of submission and at most 50 uploads', () => {
    expect(accepts(VisionClaimUploadsResponse, { uploads: [{ ...upload, submittedAt: '2025-03-28' }] })).toBe(false);
    expect(accepts(VisionClaimUploadsResponse, { uploads: Array.from({ length: 50 }, () => upload) })).toBe(true);
    expect(accepts(VisionClaimUploadsResponse, { uploads: Array.from({ length: 51 }, () => upload) })).toBe(false);
  });
});

describe("a patient's work by tooth", () => {
  const [row] = callSamples.getPatientToothHistory.response.work;

  it('is asked for one patient of one line', () => {
    expect(accepts(PatientToothHistoryRequest, { ...dentalSpdc, claimant: 2 })).toBe(true);
    expect(accepts(PatientToothHistoryRequest, dentalSpdc)).toBe(false);
  });

  it('names a tooth, arch or quadrant on every row, never an estimate, at most 500 rows', () => {
    expect(accepts(PatientToothHistoryResponse, { work: [{ ...row, toothArchQuad: 'UR' }] })).toBe(true);
    expect(accepts(PatientToothHistoryResponse, { work: [{ ...row, toothArchQuad: '' }] })).toBe(false);
    expect(accepts(PatientToothHistoryResponse, { work: [{ ...row, toothArchQuad: '33' }] })).toBe(false);
    expect(accepts(PatientToothHistoryResponse, { work: [{ ...row, isEstimate: true }] })).toBe(false);
    expect(accepts(PatientToothHistoryResponse, { work: Array.from({ length: 500 }, () => row) })).toBe(true);
    expect(accepts(PatientToothHistoryResponse, { work: Array.from({ length: 501 }, () => row) })).toBe(false);
  });
});

describe('pretreatment estimate request (§2, §5)', () => {
  const body = callSamples.submitPretreatmentEstimateRequest.body;

  it('needs the dentist (1 to 100 characters), their 10-digit phone and the planned treatment (1 to 1000)', () => {
    expect(accepts(PretreatmentEstimateRequest, { ...body, dentistName: '' })).toBe(false);
    expect(accepts(PretreatmentEstimateRequest, { ...body, dentistName: 'x'.repeat(100) })).toBe(true);
    expect(accepts(PretreatmentEstimateRequest, { ...body, dentistName: 'x'.repeat(101) })).toBe(false);
    expect(accepts(PretreatmentEstimateRequest, { ...body, dentistPhone: '(402) 555-0163' })).toBe(false);
    expect(accepts(PretreatmentEstimateRequest, { ...body, plannedTreatment: 'x'.repeat(1000) })).toBe(true);
    expect(accepts(PretreatmentEstimateRequest, { ...body, plannedTreatment: 'x'.repeat(1001) })).toBe(false);
  });

  it('leaves the planned date and the contact phone optional; the date is ISO', () => {
    const { plannedDate: _date, contactPhone: _phone, ...required } = body;
    expect(accepts(PretreatmentEstimateRequest, required)).toBe(true);
    expect(accepts(PretreatmentEstimateRequest, { ...body, plannedDate: '05/14/2025' })).toBe(false);
    expect(accepts(PretreatmentEstimateRequest, { ...body, contactPhone: '402555014' })).toBe(false);
  });
});

describe('dental cost estimator (§2 /dce)', () => {
  const body = callSamples.estimateDentalCost.body;
  const answer = callSamples.estimateDentalCost.response;
  const cents = (amount: number) => Math.round(amount * 100);

  it('estimates 1 to 10 CDT codes for one patient', () => {
    expect(accepts(DceEstimateRequest, { ...body, procedureCodes: [] })).toBe(false);
    expect(accepts(DceEstimateRequest, { ...body, procedureCodes: Array.from({ length: 10 }, () => 'D1110') })).toBe(true);
    expect(accepts(DceEstimateRequest, { ...body, procedureCodes: Array.from({ length: 11 }, () => 'D1110') })).toBe(false);
    for (const code of ['d1110', 'D111', '92004', 'D1110 ']) expect(accepts(DceEstimateRequest, { ...body, procedureCodes: [code] }), code).toBe(false);
  });

  it("has a sample whose lines add up to its totals and to the plan year's figures, to the cent", () => {
    expect(accepts(DceEstimateResponse, answer)).toBe(true);
    for (const field of ['typicalFee', 'networkAllowed', 'deductibleApplied', 'planPays', 'youPay'] as const) {
      expect(answer.procedures.reduce((sum, line) => sum + cents(line[field]), 0), field).toBe(cents(answer.totals[field]));
    }
    for (const line of answer.procedures) expect(cents(line.planPays) + cents(line.youPay)).toBe(cents(line.networkAllowed));
    const { planYear, totals } = answer;
    expect(cents(planYear.remainingMaximumBefore) - cents(totals.planPays)).toBe(cents(planYear.remainingMaximumAfter));
    expect(cents(planYear.deductibleRemainingBefore) - cents(totals.deductibleApplied)).toBe(cents(planYear.deductibleRemainingAfter));
  });
});

describe('registration step 1 (§5 find-you rules, §7 date with time)', () => {
  const body = callSamples.findMemberForRegistration.body;

  it('takes the date of birth as a date at midnight UTC, years 1900 to 2099', () => {
    expect(accepts(FindMemberRequest, { ...body, dateOfBirth: '1900-01-01T00:00:00.000Z' })).toBe(true);
    for (const dateOfBirth of ['1986-04-12', '04/12/1986', '1986-04-12T08:30:00.000Z', '1899-12-31T00:00:00.000Z', '1986-13-01T00:00:00.000Z']) {
      expect(accepts(FindMemberRequest, { ...body, dateOfBirth }), dateOfBirth).toBe(false);
    }
  });

  it('takes a ZIP of exactly 5 digits (no ZIP+4 here)', () => {
    for (const zipCode of ['6810', '68102-1234', '68102 1234', 'ABCDE']) expect(accepts(FindMemberRequest, { ...body, zipCode }), zipCode).toBe(false);
  });

  it('takes names of word characters (accents too), space, comma, period, apostrophe and hyphen', () => {
    for (const lastName of ["O'Brien-Muñoz", 'St. James, Jr']) expect(accepts(FindMemberRequest, { ...body, lastName }), lastName).toBe(true);
    for (const lastName of ['', 'Lee<script>', 'Smith;']) expect(accepts(FindMemberRequest, { ...body, lastName }), lastName).toBe(false);
  });

  it('names one of the three partners', () => {
    expect(accepts(FindMemberRequest, { ...body, subsidiary: 'standard' })).toBe(true);
    expect(accepts(FindMemberRequest, { ...body, subsidiary: 'noPartner' })).toBe(false);
  });
});

describe('registration step 2 (§5 member ID and SSN)', () => {
  const referenceId = registrationReference;

  it('takes a member ID of 9 to 14 digits', () => {
    for (const memberId of ['123456789', '12345678901234']) expect(accepts(MemberIdCheckRequest, { referenceId, memberId }), memberId).toBe(true);
    for (const memberId of ['12345678', '123456789012345', '12345678A']) expect(accepts(MemberIdCheckRequest, { referenceId, memberId }), memberId).toBe(false);
  });

  it('takes an SSN as ###-##-####', () => {
    expect(accepts(MemberIdCheckRequest, { referenceId, ssn: '123-45-6789' })).toBe(true);
    for (const ssn of ['123456789', '12-345-6789']) expect(accepts(MemberIdCheckRequest, { referenceId, ssn }), ssn).toBe(false);
  });

  it('takes exactly one of the two', () => {
    expect(accepts(MemberIdCheckRequest, { referenceId, memberId: '123456789', ssn: '123-45-6789' })).toBe(false);
    expect(accepts(MemberIdCheckRequest, { referenceId })).toBe(false);
  });

  it('names the registration by a 22-character base64url referenceId', () => {
    expect(accepts(MemberIdCheckRequest, { referenceId: 'short', memberId: '123456789' })).toBe(false);
    expect(accepts(MemberIdCheckRequest, { referenceId: `${referenceId.slice(0, 21)}/`, memberId: '123456789' })).toBe(false);
  });
});

describe('one-time codes (§5/§9: six digits by email and text, five by voice)', () => {
  it('takes 5 or 6 digits, nothing else', () => {
    const body = callSamples.verifyRegistrationPhoneCode.body;
    for (const otp of ['12345', '123456']) expect(accepts(RegistrationPhoneCodeRequest, { ...body, otp }), otp).toBe(true);
    for (const otp of ['1234', '1234567', '12a456', ' 12345']) expect(accepts(RegistrationPhoneCodeRequest, { ...body, otp }), otp).toBe(false);
  });
});

describe('registration email and phone (§5, §9 email limit 60)', () => {
  it('takes an email of at most 60 characters', () => {
    const body = callSamples.submitRegistrationEmail.body;
    const at60 = `${'a'.repeat(48)}@example.com`;
    expect(at60).toHaveLength(60);
    expect(accepts(RegistrationEmailRequest, { ...body, email: at60 })).toBe(true);
    expect(accepts(RegistrationEmailRequest, { ...body, email: `a${at60}` })).toBe(false);
    expect(accepts(RegistrationEmailRequest, { ...body, email: 'not-an-email' })).toBe(false);
  });

  it('takes a phone of 10 digits, by text or voice', () => {
    const body = callSamples.submitRegistrationPhone.body;
    expect(accepts(RegistrationPhoneRequest, { ...body, channel: 'text' })).toBe(true);
    expect(accepts(RegistrationPhoneRequest, { ...body, channel: 'email' })).toBe(false);
    for (const phoneNumber of ['402555014', '(402) 555-0148', '40255501489']) {
      expect(accepts(RegistrationPhoneRequest, { ...body, phoneNumber }), phoneNumber).toBe(false);
    }
  });
});

describe('passwords (§5: the policy is the server’s; 406 lists the rules broken)', () => {
  it('lets a short password through the schema, so the server answers 406 with its rules, and caps it at 128', () => {
    const body = callSamples.createRegistrationPassword.body;
    expect(accepts(RegistrationPasswordRequest, { referenceId: body.referenceId, password: 'short' })).toBe(true);
    expect(accepts(RegistrationPasswordRequest, { ...body, password: 'x'.repeat(129) })).toBe(false);
  });

  it('answers 406 with at least one broken rule of the policy', () => {
    expect(accepts(PasswordPolicyError, passwordPolicyErrorSample)).toBe(true);
    expect(accepts(PasswordPolicyError, { ...passwordPolicyErrorSample, errors: [] })).toBe(false);
    expect(accepts(PasswordPolicyError, { ...passwordPolicyErrorSample, errors: [{ rule: 'tooEasy', summary: 'x' }] })).toBe(false);
  });
});
