// What a member is told when a pretreatment estimate request cannot be taken
// (§2 /pretreatment-estimate), in English and Spanish (§1). No message
// repeats a coverage line or patient number: they may be someone else's.
import type { MemberLanguage } from '../../lib/member-language.ts';

const en = {
  notAMember: 'This account has no member data; a CSR must select a member first.',
  unavailable: 'Pretreatment estimate requests are not available. Please try again later.',
  coverageNotFound: 'The selected coverage was not found for this member.',
  notDentalCoverage: 'A pretreatment estimate is for dental work. Please choose your dental plan.',
  coverageEnded: 'This dental coverage has ended, so a pretreatment estimate cannot be requested for it.',
  patientNotFound: 'The patient was not found for this member.',
  blankDentistName: "Please enter the dentist's name.",
  blankTreatment: 'Please describe the planned treatment.',
  plannedDateInPast: 'The planned date cannot be in the past.',
  idempotencyKeyReused: 'This request was already sent for another patient or coverage. Please start a new request.',
};
export type PretreatmentRequestMessages = typeof en;

const es: PretreatmentRequestMessages = {
  notAMember: 'Esta cuenta no tiene datos de miembro; un representante debe seleccionar primero un miembro.',
  unavailable: 'Las solicitudes de estimación previa al tratamiento no están disponibles. Inténtelo más tarde.',
  coverageNotFound: 'No se encontró la cobertura seleccionada para este miembro.',
  notDentalCoverage: 'Una estimación previa al tratamiento es para trabajos dentales. Elija su plan dental.',
  coverageEnded: 'Esta cobertura dental terminó, así que no se puede solicitar una estimación previa al tratamiento.',
  patientNotFound: 'No se encontró el paciente para este miembro.',
  blankDentistName: 'Ingrese el nombre del dentista.',
  blankTreatment: 'Describa el tratamiento planificado.',
  plannedDateInPast: 'La fecha planificada no puede estar en el pasado.',
  idempotencyKeyReused: 'Esta solicitud ya se envió para otro paciente u otra cobertura. Inicie una solicitud nueva.',
};

export const pretreatmentRequestMessages: Readonly<Record<MemberLanguage, PretreatmentRequestMessages>> = { en, es };
