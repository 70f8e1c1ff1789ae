// The rules of the spec that the schemas carry, as a caller meets them.
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { ChatAvailabilityXml, chatAvailabilityXml } from './calls/chat-availability.ts';
import { ClaimDetailResponse } from './calls/claim-detail.ts';
import { ClaimsRequest, ClaimsResponse } from './calls/claims.ts';
import { ContactFormRequest } from './calls/contact-form.ts';
import { EdeliveryRequest } from './calls/edelivery.ts';
import { NominateProviderRequest } from './calls/nominate-provider.ts';
import { IdCardParams } from './calls/pdf-documents.ts';
import { MetadataCapture } from './calls/subsidiary-config.ts';
import { memberSavingsRuleCodes, VisibilityRulesResponse } from './calls/visibility-rules.ts';
import { callSamples, dentalClaimDetailSample, dentalSpdc, orthoClaimDetailSample, visionClaimsSample } from './samples.ts';
import { Spdc } from './spdc.ts';

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
