// The member's message centre (contract getMessages,
// markMessage): the member's own notices with the unread count. A CSR acting
// for the member may read them, but marking them is the member's: a CSR
// reading a notice has not told the member anything.
import type { MarkMessageResponse, MessagesResponse } from '@portal/contract';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import type { MessagesRepository } from './repository.ts';
import { messagesText } from './texts.ts';

/** The contract's maxItems: the latest 200. */
export const messagesListed = 200;

export function createMessagesService({ repository }: { repository: MessagesRepository }) {
  function memberIdOf(token: AccessTokenClaims, language: MemberLanguage): string {
    if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, messagesText(language, 'notAMember'));
    return token.memberId;
  }

  return {
    async messagesOf(token: AccessTokenClaims, language: MemberLanguage): Promise<MessagesResponse> {
      const memberId = memberIdOf(token, language);
      // The notices (claims processed, paperless, account changes) are the policyholder's: an adult dependent's own account has none yet.
      if (token.dependentClaimant !== undefined) return { status: 'SUCCESS', messages: [], unread: 0 };
      const { messages, unread } = await repository.listMessages(memberId, messagesListed);
      return { status: 'SUCCESS', messages, unread };
    },

    async markMessage(token: AccessTokenClaims, messageId: string, read: boolean, language: MemberLanguage): Promise<MarkMessageResponse> {
      const memberId = memberIdOf(token, language);
      if (token.actor) throw new HttpError(403, messagesText(language, 'onlyTheMemberMarks'));
      if (token.dependentClaimant !== undefined) throw new HttpError(404, messagesText(language, 'notFound'));
      if (!(await repository.markMessage(memberId, messageId, read))) throw new HttpError(404, messagesText(language, 'notFound'));
      return { status: 'SUCCESS', unread: await repository.countUnread(memberId) };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
