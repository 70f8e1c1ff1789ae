// §6 producer/agent: the brand's producer signs in on their own brand like a
// member (no second step), gets a token with the 'producer' role and no
// member, which the member API refuses with a clear 403.
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { delegationMessages } from '../../plugins/auth.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { signIn } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;

describeApp('producer/agent sign-in on its own brand', ({ app }) => {
  it.each(['alic', 'rsl', 'standard'] as const)('signs in the %s producer with the producer role and no member; GET members answers 403', async (partner) => {
    const browser = new TestBrowser(app(), new URL(origins[partner]).host);
    const tokens = await signIn(browser, partner, origins[partner], `${partner}.producer@example.com`, demoPassword);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.roles).toEqual(['producer']);
    expect(claims.member_id ?? '').toBe('');
    const members = await app().inject({ method: 'GET', url: `/api/${partner}/members`, headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(members.statusCode).toBe(403);
    expect(members.json().message).toBe(delegationMessages.producerNotMember);
  });
});
