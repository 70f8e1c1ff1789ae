// A patient's dental work by tooth, from the processed claims
// of one dental line (getPatientToothHistory). The shape is the tooth chart's
// input: a site, when, and the procedure the plan paid.
import type { PatientToothHistoryResponse, ToothWorkRow } from '@portal/contract';

/** One procedure done on one site. */
export interface PatientToothWork {
  /** Tooth (1–32, A–T), arch (UA, LA) or quadrant (UR, UL, LR, LL). */
  toothArchQuad: string;
  /** Tooth surfaces, e.g. 'MOD'; '' when none. */
  surface: string;
  /** ISO yyyy-mm-dd. */
  serviceDate: string;
  /** The procedure code the plan paid (CDT). */
  code: string;
  /** The server's description of that code. */
  description: string;
  claimNumber: string;
}

export function toPatientToothWorkItem(row: ToothWorkRow): PatientToothWork {
  return {
    toothArchQuad: row.toothArchQuad,
    surface: row.surface,
    serviceDate: row.serviceDate,
    code: row.code,
    description: row.description,
    claimNumber: row.claimNumber,
  };
}

/** The work, newest service first as the server answers it. */
export function toPatientToothWork(wire: PatientToothHistoryResponse): PatientToothWork[] {
  return wire.work.map(toPatientToothWorkItem);
}
