// FHIR calls through app.inject() for the FHIR tests: tokens minted as the
// brand's issuer mints them (testing/test-tokens.ts), with SMART scopes.
import type { FastifyInstance } from 'fastify';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { Partner } from '@portal/core';
import type { Config } from '../../../src/config.ts';
import type { Database } from '../../../src/db/database.ts';
import { signTestAccessToken, type TestTokenOptions } from '../test-tokens.ts';

/** What a patient-access app asks for. */
export const patientAccessScope = 'launch/patient openid fhirUser patient/Patient.rs patient/Coverage.rs patient/ExplanationOfBenefit.rs';

export interface FhirMember {
  partner: Partner;
  memberId: string;
  subject: string;
}

export function fhirCalls(app: () => FastifyInstance, db: () => Database, config: () => Config) {
  const tokenOf = (member: FhirMember, extra: Partial<TestTokenOptions> = {}) =>
    signTestAccessToken(db(), config(), { ...member, scope: patientAccessScope, ...extra });
  return {
    tokenOf,
    async get(url: string, token?: string, headers: Record<string, string> = {}) {
      return app().inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    },
    /** Every page of a search, following `next` links (whose origin is the site's). */
    async everyPage(url: string, token: string): Promise<{ pages: Bundle[]; matches: Resource[]; included: Resource[] }> {
      const pages: Bundle[] = [];
      for (let next: string | undefined = url; next; ) {
        const response = await this.get(next, token);
        if (response.statusCode !== 200) throw new Error(`${next}: ${response.statusCode} ${response.body}`);
        const bundle = response.json<Bundle>();
        pages.push(bundle);
        const link = bundle.link?.find((l) => l.relation === 'next')?.url;
        next = link ? new URL(link).pathname + new URL(link).search : undefined;
        if (pages.length > 200) throw new Error('too many pages');
      }
      const entries = pages.flatMap((page) => page.entry ?? []);
      return {
        pages,
        matches: entries.filter((e) => e.search?.mode === 'match').map((e) => e.resource!),
        included: entries.filter((e) => e.search?.mode === 'include').map((e) => e.resource!),
      };
    },
  };
}
