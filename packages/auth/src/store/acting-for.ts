// A CSR acting on a member (§6): which member, and why acting stopped
// or could not start, in kinds the csr screens word in en/es.
import type { Spdc } from '@portal/core';

export interface ActingFor {
  /** The member's key from the CSR search (the token exchange's subject). */
  memberKey: string;
  /** The member's name as the header shows it ("Working on …"). */
  name: string;
  /** The coverage line the CSR chose in the search, when known. */
  spdc: Spdc | null;
  /** When the member token expires (epoch ms); it is renewed about a minute before. */
  expiresAt: number;
}

export type ActingErrorKind =
  /** 400/401 from the token endpoint: no longer a CSR, the member is unknown, or the CSR's own token was refused. */
  | 'refused'
  /** The member token ran out and could not be renewed: select the member again. */
  | 'expired'
  /** No answer: the connection dropped. */
  | 'network'
  /** Anything else (the identity provider failed, no CSR session). */
  | 'failed';

export interface ActingError {
  kind: ActingErrorKind;
}
