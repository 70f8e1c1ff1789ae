// §3 coverage line → FHIR Coverage, one per line and covered person: the
// member is the subscriber, the plan sponsor's group and the plan are its
// classes, the subsidiary's company its payor.
import type { Coverage } from '@medplum/fhirtypes';
import { isDentalLob } from '@portal/core';
import type { FhirCoverageLineRecord, FhirPatientRecord } from '../repository.ts';
import { isoOfWireDate, profiles, systems } from './code-systems.ts';
import { coverageIdOf, patientIdOf, payerIdOf } from './fhir-ids.ts';

const relationshipCodes = { SELF: 'self', SPOUSE: 'spouse', CHILD: 'child', OTHER: 'other' } as const;

export interface CoverageInput {
  memberId: string;
  /** The member record's creation: the line has no change date of its own. */
  lastUpdated: string;
  line: FhirCoverageLineRecord;
  patient: FhirPatientRecord;
}

export function coverageResourceOf({ memberId, lastUpdated, line, patient }: CoverageInput): Coverage {
  const start = isoOfWireDate(line.effectiveDate);
  // A patient's own end date comes first; otherwise they are covered until the line ends (§3 MEM-TERM-DT).
  const end = isoOfWireDate(patient.termDate || line.termDate);
  const spdc = `${line.subsidiaryNumber}-${line.policyNumber}-${line.divisionNumber}-${line.certificateNumber}`;
  const dental = isDentalLob(line.lob);
  return {
    resourceType: 'Coverage',
    id: coverageIdOf({ lineId: line.lineId, claimantNumber: patient.claimantNumber }),
    meta: { lastUpdated, profile: [profiles.coverage] },
    identifier: [{ system: systems.spdc, value: `${spdc}-${line.lob}` }],
    // §3: MEM-EFF-DT 0 means the line is terminated.
    status: line.effectiveDate === 0 ? 'cancelled' : 'active',
    type: {
      coding: [{ system: systems.actCode, code: dental ? 'DENTPRG' : 'VISPOL', display: dental ? 'dental program' : 'vision policy' }],
      text: line.lob,
    },
    subscriber: { reference: `Patient/${patientIdOf({ memberId, claimantNumber: 1 })}` },
    subscriberId: memberId,
    beneficiary: { reference: `Patient/${patientIdOf({ memberId, claimantNumber: patient.claimantNumber })}` },
    relationship: { coding: [{ system: systems.subscriberRelationship, code: relationshipCodes[patient.relationship] }] },
    ...(start || end ? { period: { ...(start ? { start } : {}), ...(end ? { end } : {}) } } : {}),
    payor: [{ reference: `Organization/${payerIdOf(line.subsidiaryNumber)}`, display: line.payerName }],
    class: [
      {
        type: { coding: [{ system: systems.coverageClass, code: 'group' }] },
        value: String(line.policyNumber),
        name: line.planSponsorName,
      },
      {
        type: { coding: [{ system: systems.coverageClass, code: 'plan' }] },
        value: line.groupPpoCode || line.lob,
        ...(line.planName ? { name: line.planName } : {}),
      },
    ],
  };
}
