import type { FileRefusalReason } from './file-checks.ts';

/** Every text the widget shows, translated by the caller (ui-kit holds no words). */
export interface FileUploadLabels {
  /** The field's name, e.g. 'Claim documents'. */
  label: string;
  /** The picker's visible label, e.g. 'Choose files'. */
  chooseFiles: string;
  /** e.g. 'or drag and drop them here'. */
  dropHint: string;
  /** Accepted types and limits as text, e.g. 'PDF, DOC, … · up to 10 MB each · at most 10 files'. */
  rules: string;
  /** Name of the list of chosen files, e.g. 'Chosen files'. */
  chosenFiles: string;
  /** Visible text of a row's remove button, e.g. 'Remove'. */
  remove: string;
  /** Its accessible name, e.g. (name) => `Remove ${name}`. */
  removeFile: (fileName: string) => string;
  status: {
    waiting: string;
    uploading: (percent: number) => string;
    done: string;
    /** `reason` is the item's error, when the caller has one. */
    failed: (reason: string | undefined) => string;
  };
  /** Why a picked or dropped file was not added, e.g. §8 'wrong file type'. */
  refused: Record<FileRefusalReason, (fileName: string) => string>;
  /** Accessible name of the × that clears the refusal messages. */
  dismiss: string;
}
