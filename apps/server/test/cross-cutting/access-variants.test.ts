import { getClaimDetail, getDceToken, getEnrollmentAppPdf, getMembers, getPatientDetail, submitContactForm } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { accessVariants } from './access-variants.ts';
import type { MemberResources } from './member-resources.ts';

const resources = (certificateNumber: number, overrides: Partial<MemberResources>): MemberResources => ({
  memberId: String(certificateNumber),
  names: [],
  lines: [{ spdc: { subsidiaryNumber: 10, policyNumber: 5, divisionNumber: 1, certificateNumber }, lob: 'DEN', groupPpoCode: '' }],
  claimants: [1, 2],
  claimNumbers: [],
  eobObjectIds: [],
  planDocumentIds: [],
  enrollmentApplicationIds: [],
  uploadIds: [],
  ppoCodes: [],
  ...overrides,
});

const mine = resources(111, { claimNumbers: ['A-1'] });
const theirs = resources(222, { claimNumbers: ['B-1', 'B-2'], enrollmentApplicationIds: ['ENR-B'], ppoCodes: ['Q09'] });
const spdc = (certificateNumber: number) => ({ subsidiaryNumber: 10, policyNumber: 5, divisionNumber: 1, certificateNumber });

describe('access variants', () => {
  it("asks for B's claim on B's line and on A's own line", () => {
    const variants = accessVariants(getClaimDetail, 'alic', mine, theirs);
    expect(variants.map((v) => [v.request.params, v.request.body, v.namesTheirResource])).toEqual([
      [{ subsidiary: 'alic', claimNumber: 'B-1' }, spdc(222), true],
      [{ subsidiary: 'alic', claimNumber: 'B-1' }, spdc(111), true],
      [{ subsidiary: 'alic', claimNumber: 'B-2' }, spdc(111), true],
    ]);
  });

  it("names B's patient only together with B's line (claimant numbers repeat across members)", () => {
    const variants = accessVariants(getPatientDetail, 'alic', mine, theirs);
    expect(variants.map((v) => [v.request.params.claimant, v.request.body])).toEqual([[2, spdc(222)]]);
  });

  it("puts B's ids where the contract carries them: body and query", () => {
    expect(accessVariants(getEnrollmentAppPdf, 'alic', mine, theirs).map((v) => v.request.body)).toEqual([{ docId: 'ENR-B' }]);
    expect(accessVariants(getDceToken, 'alic', mine, theirs).map((v) => v.request.query)).toEqual([{ ppoCode: 'Q09' }]);
    const contact = accessVariants(submitContactForm, 'alic', mine, theirs).map((v) => v.request.body as Record<string, unknown>);
    expect(contact.map((body) => [body.certificateNumber, body.claimNumber])).toEqual([[222, 'B-1'], [111, 'B-1'], [111, 'B-2']]);
  });

  it("makes a call that names nothing of B as A's own request, to check its answer only", () => {
    expect(accessVariants(getMembers, 'alic', mine, theirs)).toEqual([
      { label: 'my own request', request: { params: { subsidiary: 'alic' }, query: undefined, headers: undefined, body: undefined }, namesTheirResource: false },
    ]);
  });
});
