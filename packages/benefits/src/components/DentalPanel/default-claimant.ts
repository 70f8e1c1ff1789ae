// The patient whose snapshot shows first: the member (self), else the first on the line.
import type { PatientsData } from '@portal/api-client';

export function defaultClaimant(patients: PatientsData['patients']): PatientsData['patients'][number]['claimant'] | null {
  return patients.find((patient) => patient.relationship === 'self')?.claimant ?? patients[0]?.claimant ?? null;
}
