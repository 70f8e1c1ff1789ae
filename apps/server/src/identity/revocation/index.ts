// Session revocations shared by every copy of the server.
export { encodeRevocation, decodeRevocation, type Revocation } from './revocation-message.ts';
export { createRevocationRepository, type RevocationRepository } from './revocation-repository.ts';
export { startRevocationList, type RevocationList, type RevocationListOptions } from './revocation-list.ts';
export { sessionEndedCheck } from './session-ended.ts';
export { startSessionRevocations, revocationKeepSeconds } from './start-session-revocations.ts';
export { revokeSessionsAtSignOut } from './revoke-at-sign-out.ts';
