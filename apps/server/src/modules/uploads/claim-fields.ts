// The text fields of a vision claim upload (contract VisionClaimUploadFields):
// the selected coverage line (spdc) and the one patient (§5 "one patient per
// claim"). They arrive as strings; each must be sent once, as a whole number
// in the contract's range.
import { VisionClaimUploadFields } from '@portal/contract';
import { HttpError } from '../../lib/http-error.ts';
import type { UploadMessages } from './messages.ts';
import type { Spdc } from './repository.ts';

export interface VisionClaimFields {
  readonly spdc: Spdc;
  readonly claimantNumber: number;
}

const fieldNames = ['subsidiaryNumber', 'policyNumber', 'divisionNumber', 'certificateNumber', 'claimant'] as const;
type FieldName = (typeof fieldNames)[number];

const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);

interface Range {
  minimum: number;
  maximum: number;
}
const rangeOf = (name: FieldName) => VisionClaimUploadFields.properties[name] as unknown as Range;

/** Collects the fields as they arrive; other text fields of the form are ignored. */
export function createClaimFieldsCollector(messages: UploadMessages) {
  const values = new Map<FieldName, string>();
  return {
    add(name: string, value: string, truncated: boolean) {
      if (!isFieldName(name)) return;
      if (values.has(name)) throw new HttpError(400, name === 'claimant' ? messages.onePatient : messages.repeatedField(name));
      values.set(name, truncated ? '' : value);
    },

    /** The fields, or a 400 naming the first missing or wrong one. */
    fields(): VisionClaimFields {
      const number = (name: FieldName) => {
        const raw = values.get(name);
        if (raw === undefined) throw new HttpError(400, messages.missingField(name));
        if (!/^\s*\d{1,10}\s*$/.test(raw)) throw new HttpError(400, messages.notWholeNumber(name));
        const value = Number(raw);
        const { minimum, maximum } = rangeOf(name);
        if (value < minimum || value > maximum) throw new HttpError(400, messages.outOfRange(name));
        return value;
      };
      return {
        spdc: {
          subsidiaryNumber: number('subsidiaryNumber'),
          policyNumber: number('policyNumber'),
          divisionNumber: number('divisionNumber'),
          certificateNumber: number('certificateNumber'),
        },
        claimantNumber: number('claimant'),
      };
    },
  };
}
