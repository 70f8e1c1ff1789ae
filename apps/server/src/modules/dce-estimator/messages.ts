// What the dental cost estimator answers when it cannot estimate (§2 /dce),
// in English and Spanish (§1). Nothing of another member is echoed.
import type { MemberLanguage } from '../../lib/member-language.ts';

const en = {
  tokenMissing: 'A dental cost estimator token is required.',
  tokenExpired: 'Your dental cost estimator session has expired. Please open the estimator again.',
  tokenInvalid: 'The dental cost estimator token is not valid. Please open the estimator again.',
  tokenOtherSite: 'The dental cost estimator token was not issued for this site.',
  unavailable: 'The dental cost estimator is not available. Please try again later.',
  planNotFound: 'No active dental plan of this member uses this PPO code.',
  patientNotFound: 'The patient was not found for this member.',
  unknownProcedure: (code: string) => `The estimator does not know the procedure "${code}".`,
  officeNotFound: 'We could not find that dental office in the directory.',
  officeNotInNetwork: "This office is not in your plan's network, so the estimator has no prices for it. Please choose an office in your network.",
};
export type DceEstimatorMessages = typeof en;

const es: DceEstimatorMessages = {
  tokenMissing: 'Se necesita un token del estimador de costos dentales.',
  tokenExpired: 'Su sesión del estimador de costos dentales venció. Abra el estimador de nuevo.',
  tokenInvalid: 'El token del estimador de costos dentales no es válido. Abra el estimador de nuevo.',
  tokenOtherSite: 'El token del estimador de costos dentales no se emitió para este sitio.',
  unavailable: 'El estimador de costos dentales no está disponible. Inténtelo más tarde.',
  planNotFound: 'Ningún plan dental activo de este miembro usa este código PPO.',
  patientNotFound: 'No se encontró el paciente para este miembro.',
  unknownProcedure: (code: string) => `El estimador no conoce el procedimiento "${code}".`,
  officeNotFound: 'No encontramos ese consultorio dental en el directorio.',
  officeNotInNetwork: 'Este consultorio no pertenece a la red de su plan, así que el estimador no tiene precios para él. Elija un consultorio de su red.',
};

export const dceEstimatorMessages: Readonly<Record<MemberLanguage, DceEstimatorMessages>> = { en, es };
