import Type from 'typebox';

/** The partner the call is made for, e.g. `alic` (spec §9 partner codes). */
export const SubsidiaryParams = Type.Object({
  subsidiary: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type SubsidiaryParams = Type.Static<typeof SubsidiaryParams>;
