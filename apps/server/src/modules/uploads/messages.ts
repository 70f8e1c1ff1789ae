// What a member is told when a vision claim upload is refused (§8 "vision
// claim not submitted, fix file and resend", "wrong file type"), in English
// and Spanish (§1). Each message names the file, so the member knows which to fix.
import type { UploadLimits } from './limits.ts';

export type UploadLanguage = 'en' | 'es';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const en = {
  unsupportedType: (file: string) =>
    `"${file}" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.`,
  fileTooLarge: (file: string, limits: UploadLimits) => `"${file}" is larger than ${megabytes(limits.maxFileBytes)}.`,
  emptyFile: (file: string) => `"${file}" is empty.`,
  tooManyFiles: (limits: UploadLimits) => `Upload at most ${limits.maxFiles} files at a time.`,
  requestTooLarge: (limits: UploadLimits) => `The upload is larger than ${megabytes(limits.maxRequestBytes)} in total.`,
  noFiles: 'Add at least one file to the vision claim.',
  filesField: (field: string) => `Send the files in the "${field}" field.`,
  notMultipart: 'Send the vision claim as a multipart/form-data form.',
  malformedForm: 'The upload form could not be read. Please try again.',
  missingField: (field: string) => `The field "${field}" is required.`,
  repeatedField: (field: string) => `Send the field "${field}" once.`,
  onePatient: 'A vision claim is for one patient: send one "claimant".',
  notWholeNumber: (field: string) => `The field "${field}" must be a whole number.`,
  outOfRange: (field: string) => `The field "${field}" is out of range.`,
  noMemberData: 'No member data was found for this account.',
  notAMember: 'This account has no member data; a CSR must select a member first.',
  coverageNotFound: 'The selected coverage was not found for this member.',
  notVisionCoverage: 'The selected coverage has no vision benefits.',
  patientNotFound: 'The patient was not found for this member.',
  submissionUnavailable: 'Vision claim submission is not available. Please try again later.',
  idempotencyKeyReused: 'This submission was already sent for another patient or coverage. Please start a new submission.',
};
export type UploadMessages = typeof en;

const es: UploadMessages = {
  unsupportedType: (file: string) =>
    `"${file}" no es un tipo de archivo admitido. Suba archivos doc, docx, pdf, png, jpg, gif, xls, xlsx o txt.`,
  fileTooLarge: (file: string, limits: UploadLimits) => `"${file}" supera los ${megabytes(limits.maxFileBytes)}.`,
  emptyFile: (file: string) => `"${file}" está vacío.`,
  tooManyFiles: (limits: UploadLimits) => `Suba como máximo ${limits.maxFiles} archivos a la vez.`,
  requestTooLarge: (limits: UploadLimits) => `El envío supera los ${megabytes(limits.maxRequestBytes)} en total.`,
  noFiles: 'Agregue al menos un archivo a la reclamación de visión.',
  filesField: (field: string) => `Envíe los archivos en el campo "${field}".`,
  notMultipart: 'Envíe la reclamación de visión como formulario multipart/form-data.',
  malformedForm: 'No se pudo leer el formulario de envío. Inténtelo de nuevo.',
  missingField: (field: string) => `El campo "${field}" es obligatorio.`,
  repeatedField: (field: string) => `Envíe el campo "${field}" una sola vez.`,
  onePatient: 'Una reclamación de visión es para un solo paciente: envíe un solo "claimant".',
  notWholeNumber: (field: string) => `El campo "${field}" debe ser un número entero.`,
  outOfRange: (field: string) => `El campo "${field}" está fuera del rango permitido.`,
  noMemberData: 'No se encontraron datos de miembro para esta cuenta.',
  notAMember: 'Esta cuenta no tiene datos de miembro; un representante debe seleccionar primero un miembro.',
  coverageNotFound: 'No se encontró la cobertura seleccionada para este miembro.',
  notVisionCoverage: 'La cobertura seleccionada no tiene beneficios de visión.',
  patientNotFound: 'No se encontró el paciente para este miembro.',
  submissionUnavailable: 'El envío de reclamaciones de visión no está disponible. Inténtelo más tarde.',
  idempotencyKeyReused: 'Este envío ya se hizo para otro paciente u otra cobertura. Inicie un envío nuevo.',
};

export const uploadMessages: Readonly<Record<UploadLanguage, UploadMessages>> = { en, es };

/** Spanish when the caller prefers it (Accept-Language), English otherwise. */
export function uploadLanguageOf(acceptLanguage: string | undefined): UploadLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}
