// Notices the message centre sends when a call changed the member's account,
// decided in one place from the call and its answer:
// - a 2xx of a second-factor or passkey change, or of a paperless change,
//   tells the member it happened (beside the email the identity module sends),
//   unless the answer says `data: false` (a wrong authenticator code is a 200);
// - any change a CSR acting for the member made (accessToken.actor on a
//   change call) tells the member customer service changed something.
// Written in preSerialization, before the answer leaves, so a member who reloads
// /messages right after sees it. A notice that cannot be written never fails
// the change: it is logged.
// The password and email changes post theirs in modules/self-service, where
// a 200 of the email validation may still mean a wrong code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  addPasskey, cancelPrimaryDentistChange, confirmTotp, nominateProvider, regenerateRecoveryCodes, removePasskey, removeTotp, submitContactForm,
  requestPrimaryDentistChange, submitPretreatmentEstimateRequest, updateEdelivery, uploadVisionClaim, type MessageKind,
} from '@portal/contract';
import type { MessageCentre } from './message-centre.ts';

interface CallRef {
  readonly method: string;
  readonly path: string;
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** What the member is told when the member (or a CSR for them) made this change. */
const noticeOfChange = new Map<string, MessageKind>([
  ...[addPasskey, removePasskey, confirmTotp, removeTotp, regenerateRecoveryCodes].map((call: CallRef) => [key(call.method, call.path), 'secondFactorChanged'] as const),
  [key(updateEdelivery.method, updateEdelivery.path), 'paperlessChanged'],
]);

/** The member calls that change something (allowed to a CSR acting, and told to the member). */
export const memberChangeCalls: ReadonlySet<string> = new Set(
  [
    updateEdelivery, submitContactForm, nominateProvider, uploadVisionClaim, submitPretreatmentEstimateRequest,
    requestPrimaryDentistChange, cancelPrimaryDentistChange,
  ].map((call: CallRef) => key(call.method, call.path)),
);

/** An answer that says nothing changed: `data: false` (a wrong code, nothing removed). */
const saysUnchanged = (answer: unknown) => typeof answer === 'object' && answer !== null && (answer as { data?: unknown }).data === false;

/** The notices this answer to this request sends the member, in order. */
export function noticesOf(request: Pick<FastifyRequest, 'method' | 'routeOptions' | 'accessToken'>, statusCode: number, answer: unknown): MessageKind[] {
  const token = request.accessToken;
  // An adult dependent's own changes are not the policyholder's news (their message centre is the policyholder's).
  if (!token?.memberId || token.dependentClaimant !== undefined || statusCode < 200 || statusCode >= 300 || saysUnchanged(answer) || !request.routeOptions.url) return [];
  const call = key(request.method, request.routeOptions.url);
  const notices: MessageKind[] = [];
  const change = noticeOfChange.get(call);
  if (change) notices.push(change);
  if (token.actor && memberChangeCalls.has(call)) notices.push('customerServiceChange');
  return notices;
}

export const changeNoticesPlugin = fp(
  async (app: FastifyInstance, { messageCentre }: { messageCentre: MessageCentre }) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      const memberId = request.accessToken?.memberId;
      for (const kind of noticesOf(request, reply.statusCode, payload)) {
        try {
          await messageCentre.post(memberId!, kind);
        } catch (error) {
          request.log.warn({ err: error, kind }, 'could not post a message-centre notice');
        }
      }
      return payload;
    });
  },
  { name: 'message-change-notices' },
);
