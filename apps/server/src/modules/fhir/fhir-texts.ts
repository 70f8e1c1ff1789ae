// What the FHIR API says when it refuses a request (errors as
// OperationOutcome, en/es text by Accept-Language).
import type { MemberLanguage } from '../../lib/member-language.ts';

export interface FhirText {
  readonly en: string;
  readonly es: string;
}

export const fhirTexts = {
  unknownPartner: { en: 'There is no FHIR server at this address.', es: 'No hay un servidor FHIR en esta dirección.' },
  unknownResource: (what: string): FhirText => ({
    en: `"${what}" is not served here. See the CapabilityStatement at /metadata.`,
    es: `"${what}" no se ofrece aquí. Consulte el CapabilityStatement en /metadata.`,
  }),
  notFound: (type: string, id: string): FhirText => ({
    en: `${type}/${id} was not found.`,
    es: `No se encontró ${type}/${id}.`,
  }),
  malformedId: (id: string): FhirText => ({
    en: `"${id}" is not a valid id here.`,
    es: `"${id}" no es un identificador válido aquí.`,
  }),
  badParameter: (name: string, why: FhirText): FhirText => ({
    en: `The search parameter "${name}" is not valid: ${why.en}`,
    es: `El parámetro de búsqueda "${name}" no es válido: ${why.es}`,
  }),
  unknownParameter: (name: string): FhirText => ({
    en: `The search parameter "${name}" is not supported.`,
    es: `El parámetro de búsqueda "${name}" no es compatible.`,
  }),
  badDate: {
    en: 'use a date (YYYY, YYYY-MM or YYYY-MM-DD), optionally after eq, lt, gt, le or ge.',
    es: 'use una fecha (AAAA, AAAA-MM o AAAA-MM-DD), opcionalmente después de eq, lt, gt, le o ge.',
  },
  badCount: (max: number): FhirText => ({
    en: `use a whole number from 1 to ${max}.`,
    es: `use un número entero del 1 al ${max}.`,
  }),
  badOffset: { en: 'use a whole number of 0 or more.', es: 'use un número entero igual o mayor que 0.' },
  badType: {
    en: 'use oral or vision (claim-type).',
    es: 'use oral o vision (claim-type).',
  },
  badInclude: (allowed: readonly string[]): FhirText => ({
    en: `use one of ${allowed.join(', ')}.`,
    es: `use uno de ${allowed.join(', ')}.`,
  }),
  badReference: (type: string): FhirText => ({
    en: `use ${type}/{id} or an id.`,
    es: `use ${type}/{id} o un identificador.`,
  }),
  repeated: { en: 'give it once.', es: 'indíquelo una sola vez.' },
  tokenMissing: {
    en: 'An access token is required (Authorization: Bearer).',
    es: 'Se requiere un token de acceso (Authorization: Bearer).',
  },
  tokenRefused: {
    en: 'The access token is not valid, has expired or was revoked.',
    es: 'El token de acceso no es válido, ha caducado o fue revocado.',
  },
  scopeMissing: (resourceType: string): FhirText => ({
    en: `The access token does not grant reading ${resourceType} (scope patient/${resourceType}.rs or .read).`,
    es: `El token de acceso no permite leer ${resourceType} (alcance patient/${resourceType}.rs o .read).`,
  }),
  notAMember: {
    en: 'Only a member (or an app the member connected) may read this data.',
    es: 'Solo un miembro (o una aplicación que el miembro conectó) puede leer estos datos.',
  },
  delegated: {
    en: 'A customer-service token cannot be used by an app.',
    es: 'Un token de servicio al cliente no puede ser usado por una aplicación.',
  },
  readOnly: {
    en: 'This FHIR server is read-only.',
    es: 'Este servidor FHIR es solo de lectura.',
  },
  tooManyRequests: (seconds: number): FhirText => ({
    en: `This app made too many requests. Try again in ${seconds} seconds.`,
    es: `Esta aplicación hizo demasiadas solicitudes. Inténtelo de nuevo en ${seconds} segundos.`,
  }),
  serverError: {
    en: 'Something went wrong on our side. Please try again later.',
    es: 'Algo salió mal de nuestro lado. Inténtelo de nuevo más tarde.',
  },
  unavailable: {
    en: 'The service is unavailable for a moment. Please try again shortly.',
    es: 'El servicio no está disponible por un momento. Inténtelo de nuevo en breve.',
  },
} as const;

export const textIn = (text: FhirText, language: MemberLanguage): string => text[language];
