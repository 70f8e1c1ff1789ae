// DHMO primary dentist (§1 'group dental (and DHMO)'): a DHMO member has an
// assigned primary dentist of the DHMO network and may choose another from
// the directory (DHMO network, accepting new patients). The change takes
// effect on the first day of the next month (the server's calendar, UTC);
// one pending change at a time, which the member may cancel before that day.
// A CSR working on the account reads and changes it like the member.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { ErrorResponse, memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { isoDate, text } from '../wire.ts';
import { successStatus } from './registration/fields.ts';

const providerId = Type.String({ pattern: '^[0-9]{10}$', description: 'NPI-like 10-digit id of the provider (find care)' });

export const PrimaryDentistOffice = Type.Object({
  providerId,
  name: text("the dentist's or practice's name; '' when the office is no longer in the directory"),
  street: text('street address'),
  city: text('city', 64),
  state: Type.String({ pattern: '^([A-Z]{2})?$', description: 'state code' }),
  zip: Type.String({ pattern: '^([0-9]{5})?$', description: 'ZIP code' }),
  phone: Type.String({ pattern: '^([0-9]{10})?$', description: '10-digit phone number' }),
});
export type PrimaryDentistOffice = Type.Static<typeof PrimaryDentistOffice>;

export const PrimaryDentistResponse = Type.Object({
  status: successStatus,
  dhmo: Type.Boolean({ description: 'true when the member has an active DHMO (PPD) dental line; the rest is empty otherwise' }),
  current: Type.Union([PrimaryDentistOffice, Type.Null()], { description: 'the dentist assigned today; null when none yet' }),
  currentSince: Type.Union([isoDate('the day the current assignment took effect'), Type.Null()]),
  pending: Type.Union(
    [Type.Object({ dentist: PrimaryDentistOffice, effectiveDate: isoDate('the first day of the month it takes effect') }), Type.Null()],
    { description: 'the change asked for and not yet in effect (at most one); null when none' },
  ),
  nextEffectiveDate: isoDate('the day a change asked for today would take effect: the first day of next month'),
});
export type PrimaryDentistResponse = Type.Static<typeof PrimaryDentistResponse>;

export const PrimaryDentistChangeRequest = Type.Object(
  { providerId },
  { additionalProperties: false, description: 'the office chosen from the directory: DHMO network, accepting new patients' },
);
export type PrimaryDentistChangeRequest = Type.Static<typeof PrimaryDentistChangeRequest>;

const primaryDentistErrors = { ...memberErrorResponses, 409: ErrorResponse } as const;

export const getPrimaryDentist = defineCall({
  id: 'getPrimaryDentist',
  ...callRoutes.getPrimaryDentist,
  summary: "The DHMO member's primary dentist and a pending change with the day it takes effect",
  description: 'A pending change whose day has come reads as the current dentist. A CSR acting for the member reads it too.',
  params: SubsidiaryParams,
  response: { 200: PrimaryDentistResponse, ...memberErrorResponses },
});

export const requestPrimaryDentistChange = defineCall({
  id: 'requestPrimaryDentistChange',
  ...callRoutes.requestPrimaryDentistChange,
  summary: 'Ask to change the primary dentist from the first day of next month',
  description:
    '400 when the office is not in the DHMO network or not accepting new patients (or is the current dentist); ' +
    '403 without an active DHMO line; 404 for an unknown office; 409 when a change is already pending (cancel it first).',
  params: SubsidiaryParams,
  body: PrimaryDentistChangeRequest,
  response: { 200: PrimaryDentistResponse, ...primaryDentistErrors },
});

export const cancelPrimaryDentistChange = defineCall({
  id: 'cancelPrimaryDentistChange',
  ...callRoutes.cancelPrimaryDentistChange,
  summary: 'Cancel the pending primary dentist change before it takes effect',
  description: '404 when no change is pending (none asked, or its day has come).',
  params: SubsidiaryParams,
  response: { 200: PrimaryDentistResponse, ...memberErrorResponses },
});
