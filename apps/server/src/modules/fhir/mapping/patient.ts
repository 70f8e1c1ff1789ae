// §3 patient → FHIR Patient: the member (claimant 1, with their contact
// details) and each dependent on file, named as the portal names them.
import type { HumanName, Patient } from '@medplum/fhirtypes';
import type { FhirMemberRecord, FhirPatientRecord } from '../repository.ts';
import { profiles, systems } from './code-systems.ts';
import { patientIdOf } from './fhir-ids.ts';

/** A dependent's name is stored whole ("First Last"): the last word is the family name. */
function nameOfText(text: string): HumanName {
  const words = text.trim().split(/\s+/);
  const family = words.length > 1 ? words.pop()! : undefined;
  return { use: 'official', text: text.trim(), ...(family ? { family } : {}), given: words };
}

function memberName(member: FhirMemberRecord): HumanName {
  const given = [member.firstName, member.middleName].filter(Boolean);
  return { use: 'official', text: [...given, member.lastName].join(' '), family: member.lastName, given };
}

export function patientResourceOf(member: FhirMemberRecord, patient: FhirPatientRecord): Patient {
  const isMember = patient.relationship === 'SELF';
  const address = [member.addressLine1, member.addressLine2].filter(Boolean);
  return {
    resourceType: 'Patient',
    id: patientIdOf({ memberId: member.memberId, claimantNumber: patient.claimantNumber }),
    meta: { lastUpdated: member.createdAt, profile: [profiles.patient] },
    identifier: [{
      type: { coding: [{ system: systems.identifierType, code: 'MB', display: 'Member Number' }] },
      system: systems.memberId,
      value: member.memberId,
    }],
    active: patient.termDate === 0,
    name: [isMember ? memberName(member) : nameOfText(patient.name)],
    birthDate: isMember ? member.dateOfBirth : patient.dateOfBirth,
    ...(isMember ? {
      telecom: [
        ...(member.phone ? [{ system: 'phone' as const, value: member.phone, use: 'home' as const }] : []),
        ...(member.email ? [{ system: 'email' as const, value: member.email }] : []),
      ],
      address: [{
        use: 'home' as const,
        ...(address.length > 0 ? { line: address } : {}),
        ...(member.city ? { city: member.city } : {}),
        state: member.stateCode,
        postalCode: member.zipCode,
        country: 'US',
      }],
    } : {}),
  };
}
