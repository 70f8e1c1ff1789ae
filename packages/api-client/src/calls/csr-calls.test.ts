import { dentalSpdc, visionSpdc } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { csrSearchFailure } from '../mapping/staff-call-failure.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockCsrMessages, mockCsrRoutes, type MockCsrOptions } from '../testing/csr-routes.ts';
import { searchMembersForCsr } from './search-members-for-csr.ts';

function setUp(options: MockCsrOptions = {}) {
  const client = createMockHttpClient(mockCsrRoutes(options));
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  return { client, api };
}

async function failureOf(call: Promise<unknown>) {
  return csrSearchFailure(await call.then(() => undefined).catch((error: unknown) => error));
}

describe('searchMembersForCsr (POST /api/alic/csr/members/search)', () => {
  it('sends the four numbers and only the optional fields filled in, trimmed', async () => {
    const { api, client } = setUp();
    await searchMembersForCsr(api, { spdc: { ...dentalSpdc }, lastName: '  Martinez ', firstName: '   ', email: '' });
    expect(client.calls).toEqual(['POST /api/alic/csr/members/search']);
    expect(client.requests[0]!.options.body).toStrictEqual({ ...dentalSpdc, lastName: 'Martinez' });
  });

  it('answers each line as a match with its sub-pol-div-cert label, active lines first', async () => {
    const { api } = setUp();
    const { matches, searchInfo } = await searchMembersForCsr(api, { spdc: dentalSpdc });
    expect(searchInfo).toStrictEqual({ total: 2, limited: false });
    expect(matches[0]).toStrictEqual({
      memberKey: '900000001',
      firstName: 'Maria',
      lastName: 'Martinez',
      dateOfBirth: '1984-06-12',
      spdc: dentalSpdc,
      label: '10-123456-1-7654321',
      lineOfBusiness: 'DEN',
      planName: 'Acme Manufacturing',
      active: true,
      hasAccount: true,
    });
    expect(matches.map((match) => match.memberKey)).toEqual(['900000001', '900000002']);
  });

  it('matches names without regard to case or accents, like the server', async () => {
    const { api } = setUp();
    const { matches } = await searchMembersForCsr(api, { spdc: dentalSpdc, lastName: 'MARTINEZ', firstName: 'mateo' });
    expect(matches.map((match) => `${match.firstName} ${match.lastName}`)).toEqual(['Mateo Martínez']);
    const vision = await searchMembersForCsr(api, { spdc: visionSpdc });
    expect(vision.matches.map((match) => match.lineOfBusiness)).toEqual(['VIS']);
  });

  it("fails as 'invalid' with the §5 message for a subsidiary that is not ALIC's", async () => {
    const { api } = setUp();
    expect(await failureOf(searchMembersForCsr(api, { spdc: { ...dentalSpdc, subsidiaryNumber: 42 } }))).toStrictEqual({
      kind: 'invalid',
      message: 'Please enter a valid subsidiary number for ALIC.',
    });
  });

  it("fails as 'forbidden' for an account that is not a CSR and 'throttled' with the Retry-After seconds", async () => {
    expect(await failureOf(searchMembersForCsr(setUp({ notCsr: true }).api, { spdc: dentalSpdc }))).toStrictEqual({
      kind: 'forbidden',
      message: mockCsrMessages.notCsr,
    });
    expect(await failureOf(searchMembersForCsr(setUp({ throttled: true, retryAfterSeconds: 120 }).api, { spdc: dentalSpdc }))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 120,
    });
  });

  it("fails as 'network' when the connection drops", async () => {
    expect(csrSearchFailure(new TypeError('Failed to fetch'))).toStrictEqual({ kind: 'network' });
  });
});
