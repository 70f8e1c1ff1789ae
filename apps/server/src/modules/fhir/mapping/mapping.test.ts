// The resource mapping on hand-made records: every resource is valid FHIR R4,
// a dental EOB has CARIN BB Oral's required elements, and the amounts are the
// claim's waterfall.
import { describe, expect, it } from 'vitest';
import type { ExplanationOfBenefit } from '@medplum/fhirtypes';
import type { FhirClaimLineRecord, FhirClaimRecord, FhirCoverageLineRecord, FhirMemberRecord, FhirPatientRecord } from '../repository.ts';
import { carinOralProblemsOf } from '../../../../test/support/fhir/carin-bb-oral.ts';
import { fhirProblemsOf } from '../../../../test/support/fhir/fhir-validator.ts';
import { systems } from './code-systems.ts';
import { coverageResourceOf } from './coverage.ts';
import { explanationOfBenefitOf } from './explanation-of-benefit.ts';
import { payerOrganizationOf, providerOrganizationOf } from './organization.ts';
import { patientResourceOf } from './patient.ts';
import { practitionerResourceOf } from './practitioner.ts';

const member: FhirMemberRecord = {
  memberId: '123456789', firstName: 'Maria', middleName: 'L', lastName: 'Garcia', dateOfBirth: '1980-04-02',
  email: 'maria@example.com', phone: '5555550100', addressLine1: '1 Main St', addressLine2: '', city: 'Austin',
  stateCode: 'TX', zipCode: '73301', createdAt: '2025-01-02T03:04:05Z',
};
const self: FhirPatientRecord = { claimantNumber: 1, name: 'Maria L Garcia', dateOfBirth: '1980-04-02', relationship: 'SELF', termDate: 0 };
const child: FhirPatientRecord = { claimantNumber: 3, name: 'Leo Garcia', dateOfBirth: '2012-09-30', relationship: 'CHILD', termDate: 20251231 };
const dentalLine: FhirCoverageLineRecord = {
  lineId: '42', subsidiaryNumber: 1, policyNumber: 5001, divisionNumber: 1, certificateNumber: 77, lob: 'DEN',
  planSponsorName: 'Acme Corp', effectiveDate: 20240101, termDate: 0, groupPpoCode: 'PPO1', planName: 'Dental PPO', payerName: 'ALIC',
};

const claim = (overrides: Partial<FhirClaimRecord> = {}): FhirClaimRecord => ({
  id: '9', claimNumber: 'D2025000123', claimType: 'dental', status: 'PARTIAL', claimantNumber: 3, serviceDate: '2025-03-04',
  receivedDate: '2025-03-06', processedDate: '2025-03-20', providerName: 'Bright Smiles Dental', providerNpi: '1234567893',
  treatingNpi: null, treatingName: null, inNetwork: true, subsidiaryNumber: 1, payerName: 'ALIC', lineId: '42',
  providerCharges: 420, totalProviderAdjustment: 70, totalPayable: 212, patientResponsibility: 138, ...overrides,
});
const line = (overrides: Partial<FhirClaimLineRecord>): FhirClaimLineRecord => ({
  claimId: '9', lineNumber: 1, serviceDate: '2025-03-04', toothArchQuad: '', surface: '', paidCode: 'D1120', submittedCode: 'D1120',
  description: 'Prophylaxis – child', remarkText: '', charges: 100, providerAdjustment: 20, amountCovered: 80, deductibleApplied: 0,
  percentPlanPays: 100, amountPayable: 80, patientResponsibility: 0, remarkCode: null, ...overrides,
});
const dentalLines = [
  line({}),
  // An alternate benefit: a posterior composite paid at the amalgam rate, after the deductible.
  line({
    lineNumber: 2, toothArchQuad: '30', surface: 'MOD', submittedCode: 'D2393', paidCode: 'D2160', description: 'Resin-based composite – three surfaces, posterior',
    remarkText: 'Paid as an alternate benefit.', remarkCode: 'A1', charges: 250, providerAdjustment: 40, amountCovered: 160,
    deductibleApplied: 50, percentPlanPays: 80, amountPayable: 88, patientResponsibility: 122,
  }),
  line({ lineNumber: 3, toothArchQuad: 'UR', paidCode: 'D4342', submittedCode: 'D4342', charges: 70, providerAdjustment: 10, amountCovered: 60, percentPlanPays: 80, amountPayable: 44, patientResponsibility: 16 }),
];

const totalOf = (eob: ExplanationOfBenefit, code: string) => eob.total?.find((t) => t.category.coding?.[0]?.code === code)?.amount?.value;

describe('FHIR resource mapping', () => {
  it('maps the member and a dependent to valid Patients', () => {
    const patients = [patientResourceOf(member, self), patientResourceOf(member, child)];
    expect(patients.flatMap(fhirProblemsOf)).toEqual([]);
    expect(patients.map((p) => p.id)).toEqual(['123456789-1', '123456789-3']);
    expect(patients[0]!.name?.[0]).toMatchObject({ family: 'Garcia', given: ['Maria', 'L'] });
    expect(patients[1]).toMatchObject({ name: [{ family: 'Garcia', given: ['Leo'] }], birthDate: '2012-09-30', active: false });
    expect(patients[1]!.telecom).toBeUndefined();
  });

  it('maps a coverage line to one valid Coverage per covered person, the member as subscriber', () => {
    const coverage = coverageResourceOf({ memberId: member.memberId, lastUpdated: member.createdAt, line: dentalLine, patient: child });
    expect(fhirProblemsOf(coverage)).toEqual([]);
    expect(coverage).toMatchObject({
      id: '42-3', status: 'active', subscriber: { reference: 'Patient/123456789-1' }, beneficiary: { reference: 'Patient/123456789-3' },
      relationship: { coding: [{ code: 'child' }] }, period: { start: '2024-01-01', end: '2025-12-31' }, payor: [{ reference: 'Organization/payer-1' }],
    });
    expect(coverage.class?.map((c) => [c.type.coding?.[0]?.code, c.value, c.name])).toEqual([['group', '5001', 'Acme Corp'], ['plan', 'PPO1', 'Dental PPO']]);
    const terminated = coverageResourceOf({ memberId: member.memberId, lastUpdated: member.createdAt, line: { ...dentalLine, effectiveDate: 0, termDate: 20231231 }, patient: self });
    expect(terminated).toMatchObject({ status: 'cancelled', period: { end: '2023-12-31' } });
    expect(fhirProblemsOf(terminated)).toEqual([]);
  });

  it('maps payer and provider offices to valid Organizations', () => {
    const organizations = [payerOrganizationOf(1, 'ALIC', member.createdAt), providerOrganizationOf('1234567893', 'Bright Smiles Dental', member.createdAt)];
    expect(organizations.flatMap(fhirProblemsOf)).toEqual([]);
  });

  it('maps a treating dentist to a valid C4BB Practitioner (NPI, name) on the EOB\'s care team, the practice staying its provider', () => {
    const practitioner = practitionerResourceOf({ npi: '1912045873', givenName: 'Anna', familyName: 'Kowalski', credential: 'DDS' }, member.createdAt);
    expect(fhirProblemsOf(practitioner)).toEqual([]);
    expect(practitioner).toMatchObject({
      id: 'practitioner-1912045873',
      meta: { profile: ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Practitioner'] },
      identifier: [{ type: { coding: [{ code: 'NPI' }] }, system: systems.npi, value: '1912045873' }],
      name: [{ family: 'Kowalski', given: ['Anna'], suffix: ['DDS'], text: 'Anna Kowalski, DDS' }],
    });
    const eob = explanationOfBenefitOf({
      memberId: member.memberId, claim: claim({ treatingNpi: '1912045873', treatingName: 'Anna Kowalski, DDS' }), lines: dentalLines, payments: [],
    });
    expect(fhirProblemsOf(eob)).toEqual([]);
    expect(carinOralProblemsOf(eob)).toEqual([]);
    expect(eob.provider).toEqual({ reference: 'Organization/provider-1234567893', display: 'Bright Smiles Dental' });
    expect(eob.careTeam).toEqual([{
      sequence: 1, provider: { reference: 'Practitioner/practitioner-1912045873', display: 'Anna Kowalski, DDS' },
      role: { coding: [{ system: systems.c4bbCareTeamRole, code: 'performing', display: 'Performing provider' }] },
    }]);
    expect(eob.item!.map((item) => item.careTeamSequence)).toEqual([[1], [1], [1]]);
    // Without a treating person on the claim: no care team.
    expect(explanationOfBenefitOf({ memberId: member.memberId, claim: claim(), lines: dentalLines, payments: [] }).careTeam).toBeUndefined();
  });

  it('maps a dental claim to a valid EOB with CARIN BB Oral required elements, tooth and surfaces, and the waterfall as totals', () => {
    const eob = explanationOfBenefitOf({
      memberId: member.memberId, claim: claim(), lines: dentalLines,
      payments: [{ claimId: '9', paymentNumber: 'P1', paymentDate: '2025-03-21', amount: 212, status: 'ISSUED', payeeType: 'provider' }],
    });
    expect(fhirProblemsOf(eob)).toEqual([]);
    expect(carinOralProblemsOf(eob)).toEqual([]);
    expect(eob).toMatchObject({ use: 'claim', outcome: 'complete', type: { coding: [{ code: 'oral' }] }, patient: { reference: 'Patient/123456789-3' } });
    expect(eob.insurance).toEqual([{ focal: true, coverage: { reference: 'Coverage/42-3' } }]);
    const filling = eob.item![1]!;
    expect(filling.productOrService.coding?.[0]).toMatchObject({ system: systems.cdt, code: 'D2393' });
    expect(filling.bodySite?.coding?.[0]).toMatchObject({ system: systems.tooth, code: '30' });
    expect(filling.subSite?.map((s) => s.coding?.[0]?.code)).toEqual(['M', 'O', 'D']);
    expect(eob.item![2]!.bodySite?.coding?.[0]).toMatchObject({ system: systems.oralArea, code: '10' });
    expect(eob.processNote).toEqual([{ number: 1, type: 'display', text: 'Paid as an alternate benefit.' }]);
    expect(filling.noteNumber).toEqual([1]);
    // billed 420, network discount 70, plan paid 80 + 88 + 44, you owe 0 + 122 + 16.
    expect([totalOf(eob, 'submitted'), totalOf(eob, 'discount'), totalOf(eob, 'benefit'), totalOf(eob, 'memberliability')]).toEqual([420, 70, 212, 138]);
    expect([totalOf(eob, 'eligible'), totalOf(eob, 'deductible'), totalOf(eob, 'noncovered')]).toEqual([300, 50, 50]);
    expect(eob.payment).toMatchObject({ type: { coding: [{ code: 'partiallypaid' }] }, date: '2025-03-21', amount: { value: 212, currency: 'USD' } });
  });

  it('maps an estimate to a preauthorization without payment, and a vision claim to the same shape with CPT/HCPCS codes', () => {
    const estimate = explanationOfBenefitOf({ memberId: member.memberId, claim: claim({ claimType: 'estimate', status: 'ESTIMATED' }), lines: dentalLines, payments: [] });
    expect(fhirProblemsOf(estimate)).toEqual([]);
    expect(carinOralProblemsOf(estimate)).toEqual([]);
    expect(estimate).toMatchObject({ use: 'preauthorization', preAuthRef: ['D2025000123'] });
    expect(estimate.payment).toBeUndefined();

    const vision = explanationOfBenefitOf({
      memberId: member.memberId, claim: claim({ claimType: 'vision', status: 'PAID', claimNumber: 'V2025000001' }), payments: [],
      lines: [line({ submittedCode: '92014', paidCode: '92014' }), line({ lineNumber: 2, submittedCode: 'V2020', paidCode: 'V2020' })],
    });
    expect(fhirProblemsOf(vision)).toEqual([]);
    expect(vision.type.coding?.[0]?.code).toBe('vision');
    expect(vision.item?.map((item) => item.productOrService.coding?.[0]?.system)).toEqual([systems.cpt, systems.hcpcs]);
  });

  it('the validator and the CARIN check do catch a broken EOB', () => {
    const eob = explanationOfBenefitOf({ memberId: member.memberId, claim: claim(), lines: dentalLines, payments: [] });
    expect(fhirProblemsOf({ ...eob, created: '20 March 2025' } as ExplanationOfBenefit)).not.toEqual([]);
    expect(carinOralProblemsOf({ ...eob, adjudication: [] })).toEqual([
      'D2025000123: adjudication:renderingnetworkstatus (1..1, reason)', 'D2025000123: adjudication:benefitpaymentstatus (1..*, reason)',
    ]);
  });
});
