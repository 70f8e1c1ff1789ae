// §3 member key (SPDC): the four numbers that name one coverage line, sent as
// the body of most member calls (§7 "spdc body", "selected spdc").
import Type from 'typebox';

const part = (description: string) => Type.Integer({ minimum: 0, maximum: 999_999_999, description });

export const spdcProperties = {
  subsidiaryNumber: part('subsidiary number (T-SUB), e.g. 10 for ALIC (§9)'),
  policyNumber: part('policy number (T-POL)'),
  divisionNumber: part('division number (T-DIV)'),
  certificateNumber: part('certificate number (T-CERT)'),
};

/** The selected coverage line, as a request body or a field of an answer. */
export const Spdc = Type.Object(spdcProperties, {
  additionalProperties: false,
  description: 'member key (SPDC): subsidiary, policy, division and certificate numbers',
});
export type Spdc = Type.Static<typeof Spdc>;
