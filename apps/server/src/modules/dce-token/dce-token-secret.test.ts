import { describe, expect, it } from 'vitest';
import { dceTokenSecretOf } from './dce-token-secret.ts';

describe('DCE token secret', () => {
  it('uses DCE_TOKEN_SECRET so every copy of the server signs alike', () => {
    const secret = 'x'.repeat(32);
    expect(new TextDecoder().decode(dceTokenSecretOf({ DCE_TOKEN_SECRET: secret }))).toBe(secret);
  });

  it('makes a random 32-byte key per process without it', () => {
    const first = dceTokenSecretOf({});
    expect(first).toHaveLength(32);
    expect(dceTokenSecretOf({})).not.toEqual(first);
  });

  it('stops the start on a short secret, naming the variable', () => {
    expect(() => dceTokenSecretOf({ DCE_TOKEN_SECRET: 'short' })).toThrow('Invalid configuration: DCE_TOKEN_SECRET must be at least 32 characters');
  });
});
