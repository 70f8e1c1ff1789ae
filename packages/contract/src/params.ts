import Type, { type TProperties } from 'typebox';

const subsidiary = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'the partner the call is made for (§9 partner code: alic, rsl, standard)',
});

/** The partner the call is made for, e.g. `alic` (spec §9 partner codes). */
export const SubsidiaryParams = Type.Object({ subsidiary });
export type SubsidiaryParams = Type.Static<typeof SubsidiaryParams>;

/** Path parameters of a call whose path has more `:name` segments after the subsidiary. */
export function subsidiaryParamsWith<const P extends TProperties>(properties: P) {
  return Type.Object({ subsidiary, ...properties });
}
