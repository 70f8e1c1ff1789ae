// The claims calls through app.inject(), for the claims tests: demo members'
// tokens and SPDCs (db/seed/demo-data.ts) and small request helpers.
import type { FastifyInstance } from 'fastify';
import type { ClaimDetailResponse, ClaimsResponse } from '@portal/contract';
import type { Config } from '../../../src/config.ts';
import type { Database } from '../../../src/db/database.ts';
import { signTestAccessToken, type TestTokenOptions } from '../test-tokens.ts';

export const maria = { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' } as const;
export const peter = { partner: 'alic', memberId: '900000002', subject: 'demo-alic-terminated' } as const;
export const james = { partner: 'rsl', memberId: '900000011', subject: 'demo-rsl-member' } as const;

/** Maria's dental and vision lines share this SPDC. */
export const mariaSpdc = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };
export const peterActiveSpdc = { subsidiaryNumber: 10, policyNumber: 120_021, divisionNumber: 2, certificateNumber: 9_000_002 };
export const peterEndedSpdc = { subsidiaryNumber: 10, policyNumber: 120_042, divisionNumber: 1, certificateNumber: 9_500_002 };

export function claimsCalls(app: () => FastifyInstance, db: () => Database, config: () => Config) {
  const bearer = async (options: TestTokenOptions) => `Bearer ${await signTestAccessToken(db(), config(), options)}`;
  return {
    bearer,
    async list(who: TestTokenOptions | undefined, body: object, subsidiary: string = who?.partner ?? 'alic') {
      return app().inject({
        method: 'POST',
        url: `/api/${subsidiary}/members/claims`,
        headers: who ? { authorization: await bearer(who) } : {},
        payload: body,
      });
    },
    /** Every row of the line (all time, one big page). */
    async allClaimsOf(who: TestTokenOptions, spdc: object): Promise<ClaimsResponse> {
      const response = await this.list(who, { ...spdc, pageSize: 100 });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json();
    },
    async detail(who: TestTokenOptions | undefined, claimNumber: string, body: object, query = '') {
      return app().inject({
        method: 'POST',
        url: `/api/${who?.partner ?? 'alic'}/members/claims/${encodeURIComponent(claimNumber)}${query}`,
        headers: who ? { authorization: await bearer(who) } : {},
        payload: body,
      });
    },
    async detailOf(who: TestTokenOptions, claimNumber: string, body: object, isEstimate = false): Promise<ClaimDetailResponse> {
      const response = await this.detail(who, claimNumber, body, `?isEstimate=${isEstimate}`);
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json();
    },
    async eob(who: TestTokenOptions | undefined, objectId: string, body: object, headers: Record<string, string> = {}) {
      return app().inject({
        method: 'POST',
        url: `/api/${who?.partner ?? 'alic'}/members/eob/pdf/${encodeURIComponent(objectId)}`,
        headers: { ...(who ? { authorization: await bearer(who) } : {}), ...headers },
        payload: body,
      });
    },
  };
}
