// What a member is told when a benefits call is refused, in English and
// Spanish (§1). Never another member's data: an SPDC or claimant that is not
// the member's is simply "not found".
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';

const en = {
  notAMember: 'This account has no member data; a CSR must select a member first.',
  coverageNotFound: 'The selected coverage was not found for this member.',
  patientNotFound: 'The patient was not found on the selected coverage.',
  noVisionCoverage: 'The selected coverage has no vision benefits.',
  noIdCard: 'An ID card is not available for the selected coverage.',
  featureOff: {
    patientDetails: 'Patient details are not available on this site.',
    benefitSummary: 'The benefit summary is not available on this site.',
    visionBenefitSummary: 'The vision benefit summary is not available on this site.',
    idCard: 'ID cards are not available on this site.',
  },
};
export type BenefitsMessages = typeof en;
export type BenefitsFeature = keyof BenefitsMessages['featureOff'];

const es: BenefitsMessages = {
  notAMember: 'Esta cuenta no tiene datos de miembro; un representante debe seleccionar primero a un miembro.',
  coverageNotFound: 'No se encontró la cobertura seleccionada para este miembro.',
  patientNotFound: 'No se encontró al paciente en la cobertura seleccionada.',
  noVisionCoverage: 'La cobertura seleccionada no tiene beneficios de la vista.',
  noIdCard: 'No hay una tarjeta de identificación disponible para la cobertura seleccionada.',
  featureOff: {
    patientDetails: 'Los datos del paciente no están disponibles en este sitio.',
    benefitSummary: 'El resumen de beneficios no está disponible en este sitio.',
    visionBenefitSummary: 'El resumen de beneficios de la vista no está disponible en este sitio.',
    idCard: 'Las tarjetas de identificación no están disponibles en este sitio.',
  },
};

export const benefitsMessages: Readonly<Record<BenefitsLanguage, BenefitsMessages>> = { en, es };
