// Checks for the plain data that crosses a bench child's IPC channel
// (bench-server-messages.ts, measured-servers-messages.ts): a message of
// another shape is a bug on one side, better told at once than measured.

export type Shape = Record<string, unknown>;

export const isShape = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isString = (value: unknown): value is string => typeof value === 'string';

/** Throws: `side` sent `value`, which is none of its messages. */
export function unexpected(side: string, value: unknown): never {
  throw new Error(`unexpected message from the ${side}: ${JSON.stringify(value)?.slice(0, 200)}`);
}
