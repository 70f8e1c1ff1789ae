// POST /api/selfService/password has no subsidiary in its path (§7): the
// partner is the one whose issuer signed the bearer token. The issuer is read
// unverified only to pick the partner; `authenticate` then verifies the token
// with that partner's keys and issuer.
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Partner } from '@portal/core';
import { accessTokenMessages } from '../../plugins/access-token-verifier.ts';
import { unauthorized } from '../../lib/http-error.ts';

export function partnerFromToken(issuers: Readonly<Record<Partner, string>>) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized(accessTokenMessages.missing);
    let issuer: unknown;
    try {
      issuer = decodeJwt(match[1]!).iss;
    } catch {
      throw unauthorized(accessTokenMessages.invalid);
    }
    const partner = (Object.keys(issuers) as Partner[]).find((candidate) => issuers[candidate] === issuer);
    if (!partner) throw unauthorized(accessTokenMessages.invalid);
    request.partner = partner;
  };
}
