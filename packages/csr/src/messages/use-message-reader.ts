// Who is looking at the message centre (§2: /messages opens without sign-in):
// nobody yet (the session is being restored), a visitor, a member, customer
// service acting on a member (reads, cannot mark), or customer service with
// no member chosen (nothing to read).
import { useAuthStore } from '@portal/auth';

export type MessageReader = 'restoring' | 'signedOut' | 'member' | 'csrActing' | 'csrWithoutMember';

export function useMessageReader(): MessageReader {
  return useAuthStore((state) => {
    if (state.loading && !state.isLoggedIn) return 'restoring';
    if (!state.isLoggedIn) return 'signedOut';
    if (!state.isCSR) return 'member';
    return state.tokens.userTokenCSR ? 'csrActing' : 'csrWithoutMember';
  });
}

/** Whether the reader has messages to read. */
export function readsMessages(reader: MessageReader): boolean {
  return reader === 'member' || reader === 'csrActing';
}
