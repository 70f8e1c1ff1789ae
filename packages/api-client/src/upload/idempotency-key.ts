// One key per submission attempt (contract: 8–64 letters, digits, hyphens; a UUID fits).
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
