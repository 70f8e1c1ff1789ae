// §2/§7 connect your account: a signed-in account without policies proves
// who they are through registration steps 1–2, then connects that member.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { accountErrorResponses, memberErrorResponses } from '../../errors.ts';
import { subsidiaryParamsWith } from '../../params.ts';
import { referenceId, successStatus } from '../registration/fields.ts';

export const AddMemberDataParams = subsidiaryParamsWith({
  value: referenceId('a registration whose steps 1 and 2 succeeded'),
});
export type AddMemberDataParams = Type.Static<typeof AddMemberDataParams>;

export const AddMemberDataResponse = Type.Object({
  status: successStatus,
  data: Type.Literal(true, { description: 'true: the member is connected to the account' }),
  message: Type.Literal('SUCCESS', { description: 'SUCCESS' }),
});
export type AddMemberDataResponse = Type.Static<typeof AddMemberDataResponse>;

export const addMemberData = defineCall({
  id: 'addMemberData',
  ...callRoutes.addMemberData,
  summary: 'Connect the member verified by a registration to the signed-in account',
  description:
    'Idempotent. 404/410 no such verified registration; 409 the member belongs to another account, or this account already has another member.',
  params: AddMemberDataParams,
  response: {
    200: AddMemberDataResponse,
    ...memberErrorResponses,
    409: accountErrorResponses[409],
    410: accountErrorResponses[410],
  },
});
