// SMART launch context: a token granted `launch/patient` comes
// with the member's FHIR Patient id beside it (`patient` in the token
// response), and `fhirUser` names the same Patient in the ID token.
import type Provider from 'oidc-provider';
import type { Partner } from '@portal/core';
import type { Config } from '../../config.ts';
import type { AccountRecord } from '../accounts/account-repository.ts';
import type { AccountService } from '../accounts/accounts.ts';

/** The member's own Patient (claimant 1; the FHIR module's ids are `{memberId}-{claimant}`). */
export const patientIdOfMember = (memberId: string) => `${memberId}-1`;

export function fhirUserOf(config: Pick<Config, 'siteOrigins'>, partner: Partner, account: Pick<AccountRecord, 'memberId'>): string | undefined {
  return account.memberId ? `${config.siteOrigins[partner]}/fhir/${partner}/Patient/${patientIdOfMember(account.memberId)}` : undefined;
}

interface TokenBody {
  access_token?: string;
  patient?: string;
}

export function addPatientLaunchContext(provider: Provider, partner: Partner, accounts: AccountService): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200) return;
    const body = ctx.body as TokenBody | undefined;
    // The grant's OpenID scopes hold launch/patient; the token's `scope` lists the FHIR resource's only.
    const launchPatient = ctx.oidc.entities.Grant?.getOIDCScope().split(' ').includes('launch/patient') ?? false;
    if (!body?.access_token || !launchPatient) return;
    const accountId = ctx.oidc.entities.Account?.accountId;
    const account = accountId ? await accounts.findById(partner, accountId) : undefined;
    if (account?.memberId) body.patient = patientIdOfMember(account.memberId);
  });
}
