import { getDceToken } from '@portal/contract';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { expect, it, vi } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo } from '../../../test/support/demo-members.ts';
import { dceTokenAudience, dceTokenIssuer, dceTokenMessages } from './service.ts';

const secret = 'dce-test-secret-of-at-least-32-characters';
vi.stubEnv('DCE_TOKEN_SECRET', secret);

type Who = (typeof demo)[keyof typeof demo];

describeApp('GET /api/:subsidiary/members/token/dce', (testApp) => {
  const bearer = bearerOf(testApp);
  const get = async (who: Who | undefined, query: string) =>
    testApp.app().inject({
      method: 'GET',
      url: `/api/${who?.partner ?? 'alic'}/members/token/dce${query}`,
      headers: who ? { authorization: await bearer(who) } : {},
    });

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getDceToken.method, url: getDceToken.path })).toBe(true);
  });

  it("signs a 5-minute HS256 token for the PPO code of the member's dental line, for the estimator on the partner's site", async () => {
    const response = await get(demo.maria, '?ppoCode=A07');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String), tokenType: 'Bearer', expiresIn: 300, estimatorUrl: `${testApp.config().siteOrigins.alic}/dce/home`,
    });
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const { payload } = await jwtVerify(body.token, new TextEncoder().encode(secret), { audience: dceTokenAudience, issuer: dceTokenIssuer });
    expect(payload).toMatchObject({ sub: '900000001', member_id: '900000001', ppo_code: 'A07', partner: 'alic' });
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('takes the PPO code in any case', async () => {
    expect((await get(demo.grace, '?ppoCode=f15')).statusCode).toBe(200);
  });

  it("answers 404 for another member's PPO code and for an ended line's", async () => {
    const other = await get(demo.maria, '?ppoCode=D03');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(dceTokenMessages.unknownPpoCode);
    expect((await get(demo.peter, '?ppoCode=A12')).statusCode).toBe(404);
  });

  it('answers 400 for a missing or malformed PPO code, 401 without a token', async () => {
    expect((await get(demo.maria, '')).statusCode).toBe(400);
    const malformed = await get(demo.maria, '?ppoCode=A-07');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^The querystring field "ppoCode" is not valid/);
    expect((await get(undefined, '?ppoCode=A07')).statusCode).toBe(401);
  });
});
