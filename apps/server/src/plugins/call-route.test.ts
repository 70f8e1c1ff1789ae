import { getEobPdf, getFeatures, getMembers, searchMembersForCsr, uploadVisionClaim } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callRoute } from './call-route.ts';

const authenticate = async () => undefined;
const authenticateCsr = async () => undefined;
const authenticateAdmin = async () => undefined;
const app = { authenticate, authenticateCsr, authenticateAdmin } as unknown as FastifyInstance;
const throttle = async () => undefined;

describe('callRoute', () => {
  it("takes the method, path, schemas and member authentication from the contract's call", () => {
    const route = callRoute(app, getMembers);
    expect(route).toEqual({
      method: getMembers.method,
      url: getMembers.path,
      schema: { params: getMembers.params, response: getMembers.response },
      preHandler: authenticate,
    });
  });

  it('adds no authentication to a public call', () => {
    expect(callRoute(app, getFeatures)).not.toHaveProperty('preHandler');
  });

  it("runs the route's own checks after the authentication, and what authentication needs before it", () => {
    const partner = async () => undefined;
    expect(callRoute(app, searchMembersForCsr, { preHandler: throttle }).preHandler).toEqual([authenticateCsr, throttle]);
    expect(callRoute(app, getMembers, { beforeAuthentication: [partner], preHandler: [throttle] }).preHandler).toEqual([partner, authenticate, throttle]);
  });

  it('gives a PDF answer no response schema and a multipart body no body schema', () => {
    expect(callRoute(app, getEobPdf).schema).toEqual({ params: getEobPdf.params, body: getEobPdf.body });
    expect(callRoute(app, uploadVisionClaim).schema).toEqual({
      params: uploadVisionClaim.params, headers: uploadVisionClaim.headers, response: uploadVisionClaim.response,
    });
  });
});
