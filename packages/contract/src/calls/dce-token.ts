// §2 dental cost estimator (/dce/home): a short-lived token for the member's
// group PPO code (T-GR-PPO-CD of a coverage line, §3).
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { callRoutes } from '../call-routes.ts';

export const DceTokenQuery = Type.Object({
  ppoCode: Type.String({
    minLength: 1,
    maxLength: 10,
    pattern: '^[A-Za-z0-9]+$',
    description: "group PPO code (T-GR-PPO-CD) of one of the member's dental lines",
  }),
});
export type DceTokenQuery = Type.Static<typeof DceTokenQuery>;

export const DceTokenResponse = Type.Object({
  token: Type.String({ minLength: 1, description: 'token the cost estimator accepts' }),
  tokenType: Type.Literal('Bearer', { description: 'how to present the token' }),
  expiresIn: Type.Integer({ minimum: 1, description: 'seconds the token stays valid' }),
  estimatorUrl: Type.String({ format: 'uri', description: 'where the dental cost estimator opens' }),
});
export type DceTokenResponse = Type.Static<typeof DceTokenResponse>;

export const getDceToken = defineCall({
  id: 'getDceToken',
  ...callRoutes.getDceToken,
  summary: 'Token for the dental cost estimator',
  params: SubsidiaryParams,
  querystring: DceTokenQuery,
  response: { 200: DceTokenResponse, ...memberErrorResponses },
});
