import { describe, expect, it } from 'vitest';
import { fakeUser } from '../testing.ts';
import { sessionFromUser } from './session-from-user.ts';

describe('sessionFromUser roles', () => {
  it('a member is neither CSR nor admin', () => {
    expect(sessionFromUser(fakeUser())).toMatchObject({ isCSR: false, isAdmin: false, hasPolicy: true });
  });

  it("reads 'csr' and 'admin' from the access token's roles claim", () => {
    expect(sessionFromUser(fakeUser({ roles: ['csr'], memberId: '' }))).toMatchObject({ isCSR: true, isAdmin: false, hasPolicy: false });
    expect(sessionFromUser(fakeUser({ roles: ['csr', 'admin'], memberId: '' }))).toMatchObject({ isCSR: true, isAdmin: true });
  });

  it("reads 'producer' (§6 producer/agent) from the roles claim, a producer with no member data", () => {
    expect(sessionFromUser(fakeUser({ roles: ['producer'], memberId: '' }))).toMatchObject({ isProducer: true, isCSR: false, hasPolicy: false });
    expect(sessionFromUser(fakeUser())).toMatchObject({ isProducer: false });
  });

  it("knows an adult dependent's own account by the access token's dependent_claimant", () => {
    expect(sessionFromUser(fakeUser({ name: 'AVA MCALLISTER', dependentClaimant: 3 }))).toMatchObject({ isDependent: true, hasPolicy: true });
    expect(sessionFromUser(fakeUser())).toMatchObject({ isDependent: false });
  });
});
