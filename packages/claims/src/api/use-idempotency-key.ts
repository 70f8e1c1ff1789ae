// A second submit of the same files is not a duplicate claim. One
// key per thing sent: a double click or a retry of the same patient and files
// (or the same form values) sends the key again, and the server answers the
// first answer; anything changed gets a new key, since it is a new request.
import { newIdempotencyKey } from '@portal/api-client';
import { useCallback, useRef } from 'react';

/** `keyFor(signature)`: the same key while the signature stays the same, a new one once it changes. */
export function useIdempotencyKey(): (signature: string) => string {
  const last = useRef<{ signature: string; key: string } | null>(null);
  return useCallback((signature: string) => {
    if (last.current?.signature !== signature) last.current = { signature, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
