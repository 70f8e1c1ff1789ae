// §7 chat availability: GET accepting XML; the chatAllowed element's allowed
// attribute 'true' shows the chat button (§2). The path is ours (§7: not shown).
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { callRoutes } from '../call-routes.ts';

export const ChatAvailabilityXml = Type.String({
  pattern: '^<chatAllowed allowed="(true|false)"/>$',
  description: 'XML document: <chatAllowed allowed="true|false"/>',
  examples: ['<chatAllowed allowed="true"/>'],
});
export type ChatAvailabilityXml = Type.Static<typeof ChatAvailabilityXml>;

/** The XML answer for a yes/no, exactly as ChatAvailabilityXml describes it. */
export function chatAvailabilityXml(allowed: boolean): string {
  return `<chatAllowed allowed="${allowed}"/>`;
}

export const getChatAvailability = defineCall({
  id: 'getChatAvailability',
  ...callRoutes.getChatAvailability,
  summary: 'Whether the support chat is open now',
  auth: 'none',
  produces: 'application/xml',
  params: SubsidiaryParams,
  response: { 200: ChatAvailabilityXml, 400: errorResponses[400] },
});
