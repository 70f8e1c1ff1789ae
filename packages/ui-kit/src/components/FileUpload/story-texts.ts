// English and Spanish texts of the FileUpload stories and tests (callers
// bring their own; these read like the vision claim upload's).
import type { FileUploadAccept } from './file-checks.ts';
import type { FileUploadLabels } from './file-upload-labels.ts';

/** §5 the nine vision claim types, as the claims screen passes them. */
export const sampleAccept: FileUploadAccept = {
  mimeTypes: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/gif',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/plain',
  ],
  extensions: ['doc', 'docx', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'xls', 'xlsx', 'txt'],
};

export const fileUploadTexts: Record<'en' | 'es', FileUploadLabels> = {
  en: {
    label: 'Claim documents',
    chooseFiles: 'Choose files',
    dropHint: 'or drag and drop them here',
    rules: 'DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX or TXT · up to 10 MB each · at most 10 files',
    chosenFiles: 'Chosen files',
    remove: 'Remove',
    removeFile: (name) => `Remove ${name}`,
    status: {
      waiting: 'Ready to send',
      uploading: (percent) => `Uploading ${percent}%`,
      done: 'Sent',
      failed: (reason) => (reason ? `Not sent: ${reason}` : 'Not sent'),
    },
    refused: {
      type: (name) => `${name}: wrong file type. Choose a DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX or TXT file.`,
      size: (name) => `${name} is larger than 10 MB.`,
      empty: (name) => `${name} is empty.`,
      count: (name) => `${name} was not added: at most 10 files.`,
      duplicate: (name) => `${name} is already in the list.`,
    },
    dismiss: 'Dismiss',
  },
  es: {
    label: 'Documentos del reclamo',
    chooseFiles: 'Elegir archivos',
    dropHint: 'o arrástrelos y suéltelos aquí',
    rules: 'DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX o TXT · hasta 10 MB cada uno · 10 archivos como máximo',
    chosenFiles: 'Archivos elegidos',
    remove: 'Quitar',
    removeFile: (name) => `Quitar ${name}`,
    status: {
      waiting: 'Listo para enviar',
      uploading: (percent) => `Enviando ${percent} %`,
      done: 'Enviado',
      failed: (reason) => (reason ? `No enviado: ${reason}` : 'No enviado'),
    },
    refused: {
      type: (name) => `${name}: tipo de archivo incorrecto. Elija un archivo DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX o TXT.`,
      size: (name) => `${name} pesa más de 10 MB.`,
      empty: (name) => `${name} está vacío.`,
      count: (name) => `${name} no se agregó: 10 archivos como máximo.`,
      duplicate: (name) => `${name} ya está en la lista.`,
    },
    dismiss: 'Cerrar',
  },
};

/** A file of a given size without allocating it (stories and tests). */
export function sampleFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type, lastModified: 1767225600000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
