/** What a form's send resolves to: done, or the failure's texts already in the member's language. */
export type FormOutcome = { ok: true } | { ok: false; message: string; details?: readonly string[] };
