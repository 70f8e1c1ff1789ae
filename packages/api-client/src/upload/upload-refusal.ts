// What the member reads when an upload is refused: the server names the file
// and the reason in the member's language (Accept-Language) for a malformed
// form or wrong field (400), a reused idempotency key (409), a file or body
// too large (413) and a file type not accepted (415, §5). Other failures
// have no message to show: the screen shows §8 'Vision claim failed to upload'.
import { isHttpError } from '../http/http-error.ts';

const refusalStatuses = new Set([400, 409, 413, 415]);

export function uploadRefusalMessage(error: unknown): string | undefined {
  return isHttpError(error) && refusalStatuses.has(error.status) ? error.serverMessage : undefined;
}
