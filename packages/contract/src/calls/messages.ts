// The member's message centre (§2 /messages) — notices sent to
// the member (paperless document ready, claim processed, account changes),
// each read or unread. A message carries a kind and its parameters; the site
// words it in the member's language.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams, subsidiaryParamsWith } from '../params.ts';
import { successStatus } from './registration/fields.ts';

export const messageKinds = [
  'paperlessDocumentReady',
  'claimProcessed',
  'passwordChanged',
  'emailChanged',
  'secondFactorChanged',
  'paperlessChanged',
  'customerServiceChange',
  'primaryDentistChangeRequested',
  'primaryDentistChangeCancelled',
] as const;
export type MessageKind = (typeof messageKinds)[number];

const messageId = Type.String({ pattern: '^[0-9]{1,18}$', description: 'the message id' });

export const MemberMessage = Type.Object({
  id: messageId,
  kind: Type.Enum(messageKinds, { type: 'string' }),
  sentAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  params: Type.Record(Type.String({ pattern: '^[a-zA-Z]{1,32}$' }), Type.String({ maxLength: 200 }), {
    description:
      'what the wording needs, by kind: paperlessDocumentReady {documentName}; claimProcessed {claimNumber, patientName, serviceDate yyyy-mm-dd}; emailChanged {newEmail}; primaryDentistChangeRequested and primaryDentistChangeCancelled {dentistName, effectiveDate yyyy-mm-dd}; others none',
  }),
});
export type MemberMessage = Type.Static<typeof MemberMessage>;

export const MessagesResponse = Type.Object({
  status: successStatus,
  messages: Type.Array(MemberMessage, { maxItems: 200, description: 'newest first; the latest 200' }),
  unread: Type.Integer({ minimum: 0 }),
});
export type MessagesResponse = Type.Static<typeof MessagesResponse>;

export const MarkMessageRequest = Type.Object({ read: Type.Boolean() }, { additionalProperties: false });
export type MarkMessageRequest = Type.Static<typeof MarkMessageRequest>;

export const MarkMessageResponse = Type.Object({ status: successStatus, unread: Type.Integer({ minimum: 0 }) });
export type MarkMessageResponse = Type.Static<typeof MarkMessageResponse>;

export const getMessages = defineCall({
  id: 'getMessages',
  ...callRoutes.getMessages,
  summary: "The signed-in member's messages, newest first, with the unread count",
  params: SubsidiaryParams,
  response: { 200: MessagesResponse, ...memberErrorResponses },
});

export const markMessage = defineCall({
  id: 'markMessage',
  ...callRoutes.markMessage,
  summary: 'Mark one of the member’s messages read or unread',
  description: '404 for a message that is not the member’s.',
  params: subsidiaryParamsWith({ messageId }),
  body: MarkMessageRequest,
  response: { 200: MarkMessageResponse, ...memberErrorResponses },
});
