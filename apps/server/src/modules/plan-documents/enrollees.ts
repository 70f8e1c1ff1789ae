// The people an enrollment application enrolls: the member's covered patients
// (§3 CLMT 1 is the member, 2 the spouse, from 3 the children) and the
// coverage tier their mix makes.
import type { DocumentLanguage, Enrollee } from '../../documents/index.ts';
import type { PatientRecordRow } from './repository.ts';

const relationships: Record<DocumentLanguage, { self: string; spouse: string; child: string }> = {
  en: { self: 'Self', spouse: 'Spouse', child: 'Child' },
  es: { self: 'Titular', spouse: 'Cónyuge', child: 'Hijo/a' },
};

const tiers: Record<DocumentLanguage, { alone: string; spouse: string; children: string; family: string }> = {
  en: { alone: 'Member only', spouse: 'Member + spouse', children: 'Member + children', family: 'Family' },
  es: { alone: 'Solo el miembro', spouse: 'Miembro + cónyuge', children: 'Miembro + hijos', family: 'Familia' },
};

export function enrolleesOf(patients: readonly PatientRecordRow[], language: DocumentLanguage): Enrollee[] {
  const hasSpouse = patients.some((p) => p.claimantNumber === 2);
  const hasChildren = patients.some((p) => p.claimantNumber >= 3);
  const tier = tiers[language][hasSpouse ? (hasChildren ? 'family' : 'spouse') : hasChildren ? 'children' : 'alone'];
  const relationship = relationships[language];
  return patients.map((patient) => ({
    name: patient.name,
    relationship: patient.claimantNumber === 1 ? relationship.self : patient.claimantNumber === 2 ? relationship.spouse : relationship.child,
    dateOfBirth: patient.dateOfBirth,
    coverageTier: tier,
  }));
}
