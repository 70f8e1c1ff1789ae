// The PDF summary of "Download my data" is read from the bundle itself, so
// every figure it prints is the one the FHIR file carries.
import type { Bundle, Coverage, ExplanationOfBenefit, Patient, Resource } from '@medplum/fhirtypes';
import type { Partner } from '@portal/core';
import type { MemberDataSummaryInput } from '../../documents/index.ts';

const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  (bundle.entry ?? []).map((entry) => entry.resource).filter((resource): resource is T => resource?.resourceType === type);

const nameOf = (patient: Patient | undefined) => patient?.name?.[0]?.text ?? [...(patient?.name?.[0]?.given ?? []), patient?.name?.[0]?.family].filter(Boolean).join(' ');

/** An EOB total by its adjudication category code (submitted, benefit, memberliability, …), in dollars. */
export function eobTotalOf(eob: ExplanationOfBenefit, code: string): number {
  return eob.total?.find((total) => total.category.coding?.some((coding) => coding.code === code))?.amount.value ?? 0;
}

export function summaryOfBundle(bundle: Bundle, partner: Partner, generatedOn: string): MemberDataSummaryInput {
  const patients = ofType<Patient>(bundle, 'Patient');
  const coverages = ofType<Coverage>(bundle, 'Coverage');
  const eobs = ofType<ExplanationOfBenefit>(bundle, 'ExplanationOfBenefit');
  const patientNamed = (reference: string | undefined) => patients.find((patient) => `Patient/${patient.id}` === reference);
  const relationshipOf = (patient: Patient) =>
    coverages.find((coverage) => coverage.beneficiary.reference === `Patient/${patient.id}`)?.relationship?.coding?.[0]?.code ?? 'other';
  const subscriber = patients.find((patient) => relationshipOf(patient) === 'self') ?? patients[0];
  return {
    partner,
    memberName: nameOf(subscriber),
    memberId: subscriber?.identifier?.[0]?.value ?? '',
    generatedOn,
    people: patients.map((patient) => ({ name: nameOf(patient), ...(patient.birthDate ? { dateOfBirth: patient.birthDate } : {}), relationship: relationshipOf(patient) })),
    coverages: coverages.map((coverage) => ({
      patientName: nameOf(patientNamed(coverage.beneficiary.reference)),
      planName: coverage.class?.find((c) => c.type.coding?.[0]?.code === 'plan')?.name ?? coverage.class?.[0]?.name ?? '',
      payerName: coverage.payor[0]?.display ?? '',
      ...(coverage.period?.start ? { start: coverage.period.start } : {}),
      ...(coverage.period?.end ? { end: coverage.period.end } : {}),
    })),
    claims: eobs.map((eob) => ({
      claimNumber: eob.id!,
      estimate: eob.use === 'preauthorization',
      serviceDate: eob.billablePeriod?.start ?? '',
      patientName: nameOf(patientNamed(eob.patient.reference)),
      providerName: eob.provider.display ?? '',
      billed: eobTotalOf(eob, 'submitted'),
      planPaid: eobTotalOf(eob, 'benefit'),
      youOwe: eobTotalOf(eob, 'memberliability'),
    })),
  };
}
