// §2 dental cost estimator: a short-lived token for a group PPO code.
import type { DceTokenResponse } from '@portal/contract';

export interface DceToken {
  token: string;
  tokenType: 'Bearer';
  /** Seconds the token stays valid. */
  expiresInSeconds: number;
  estimatorUrl: string;
}

export function toDceToken(wire: DceTokenResponse): DceToken {
  return { token: wire.token, tokenType: wire.tokenType, expiresInSeconds: wire.expiresIn, estimatorUrl: wire.estimatorUrl };
}
