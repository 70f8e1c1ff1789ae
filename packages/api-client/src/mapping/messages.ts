// The member's message centre (§2 /messages): notices with a kind and
// the values their wording needs; the screen words them in the member's
// language.
import type { MarkMessageResponse, MemberMessage as WireMemberMessage, MessageKind, MessagesResponse } from '@portal/contract';

export type { MessageKind } from '@portal/contract';

export interface MemberMessage {
  id: string;
  kind: MessageKind;
  /** ISO date-time. */
  sentAt: string;
  read: boolean;
  /**
   * What the wording needs, by kind: paperlessDocumentReady {documentName};
   * claimProcessed {claimNumber, patientName, serviceDate yyyy-mm-dd};
   * emailChanged {newEmail}; others none.
   */
  params: Readonly<Record<string, string>>;
}

export interface MessageInbox {
  /** Newest first (the latest 200). */
  messages: MemberMessage[];
  unread: number;
}

export interface MessageMarked {
  /** The member's unread count after the change (for the header badge). */
  unread: number;
}

export function toMemberMessage(wire: WireMemberMessage): MemberMessage {
  return { id: wire.id, kind: wire.kind, sentAt: wire.sentAt, read: wire.read, params: { ...wire.params } };
}

export function toMessageInbox(wire: MessagesResponse): MessageInbox {
  return { messages: wire.messages.map(toMemberMessage), unread: wire.unread };
}

export function toMessageMarked(wire: MarkMessageResponse): MessageMarked {
  return { unread: wire.unread };
}
