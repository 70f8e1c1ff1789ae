// The member's message centre: the seeded notices newest
// first with the unread count, marking read and unread, other members'
// messages unseen (404), a CSR acting may read but not mark (403), and the
// notices each change sends (password, email, authenticator, paperless, a
// CSR's change).
import { importJWK, SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { getMessages, markMessage } from '@portal/contract';
import { issuerOf } from '../../config.ts';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { loadSigningKeys } from '../../identity/signing-keys/signing-keys.ts';
import { totpCode } from '../../../test/support/second-factor-sign-in.ts';
import { newestCodeTo } from '../../../test/support/outbox-reader.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';

type Partner = 'alic' | 'rsl' | 'standard';
interface Message { id: string; kind: string; sentAt: string; read: boolean; params: Record<string, string> }

describeApp('the message centre: GET /members/messages, PUT /members/messages/:messageId', ({ app, db, config }) => {
  const memberToken = (partner: Partner, subject: string, memberId: string) =>
    signTestAccessToken(db(), config(), { partner, subject, memberId, roles: ['member'] });
  const bearer = async (partner: Partner, subject: string, memberId: string) => ({ authorization: `Bearer ${await memberToken(partner, subject, memberId)}` });
  const maria = () => bearer('alic', 'demo-alic-member', '900000001');
  const peter = () => bearer('alic', 'demo-alic-terminated', '900000002');

  /** The CSR's own bearer and the member token a token exchange gives (RFC 8693 act), as the site sends them. */
  async function csrActingFor(memberId: string) {
    const jwk = (await loadSigningKeys(db())).alic.privateJwks.keys[0]!;
    const now = Math.floor(Date.now() / 1000);
    const useToken = await new SignJWT({
      scope: 'GroupMemberBackend', roles: ['member'], member_id: memberId, partner: 'alic', act: { sub: 'demo-alic-csr', email: 'alic.csr@example.com' },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! })
      .setSubject(`member:${memberId}`).setIssuer(issuerOf(config(), 'alic')).setAudience(config().apiAudience)
      .setIssuedAt(now - 5).setExpirationTime(now + 600).setJti(crypto.randomUUID())
      .sign(await importJWK(jwk, 'RS256'));
    const csr = await signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-alic-csr', roles: ['csr'] });
    return { authorization: `Bearer ${csr}`, usetoken: useToken };
  }

  const list = async (headers: Record<string, string>, partner: Partner = 'alic') =>
    app().inject({ method: 'GET', url: `/api/${partner}/members/messages`, headers });
  const messagesOf = async (headers: Record<string, string>, partner: Partner = 'alic') =>
    (await list(headers, partner)).json<{ messages: Message[]; unread: number }>();
  const mark = (headers: Record<string, string>, id: string, read: boolean, language = 'en') =>
    app().inject({ method: 'PUT', url: `/api/alic/members/messages/${id}`, payload: { read }, headers: { ...headers, 'accept-language': language } });

  it('registers both calls at the method and path packages/contract gives', () => {
    for (const call of [getMessages, markMessage]) expect(app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
  });

  it("lists the demo member's seeded notices newest first: a paperless document and her two latest processed claims, the oldest read", async () => {
    const response = await list(await maria());
    expect(response.statusCode).toBe(200);
    const { messages, unread } = response.json<{ messages: Message[]; unread: number }>();
    expect(messages.map((m) => [m.kind, m.read])).toEqual([['paperlessDocumentReady', false], ['claimProcessed', false], ['claimProcessed', true]]);
    expect(unread).toBe(2);
    const claims = await db().query<{ claimNumber: string; patientName: string; serviceDate: string }>(
      `SELECT c.claim_number AS "claimNumber", p.name AS "patientName", to_char(c.service_date, 'YYYY-MM-DD') AS "serviceDate"
         FROM claims c JOIN patients p USING (member_id, claimant_number)
        WHERE c.member_id = '900000001' AND c.processed_date IS NOT NULL ORDER BY c.processed_date DESC, c.id DESC LIMIT 2`,
    );
    expect(messages.slice(1).map((m) => m.params)).toEqual(claims);
    expect(messages[0]!.params).toEqual({ documentName: `EOB ${claims[0]!.claimNumber}` });
    const sent = messages.map((m) => Date.parse(m.sentAt));
    expect([...sent].sort((a, b) => b - a)).toEqual(sent);
  });

  it('marks a message read and unread, answering the unread count', async () => {
    const headers = await peter();
    const before = await messagesOf(headers);
    const unreadOne = before.messages.find((m) => !m.read)!;
    const read = await mark(headers, unreadOne.id, true);
    expect(read.json()).toEqual({ status: 'SUCCESS', unread: before.unread - 1 });
    expect((await messagesOf(headers)).messages.find((m) => m.id === unreadOne.id)!.read).toBe(true);
    // Marking it read again changes nothing.
    expect((await mark(headers, unreadOne.id, true)).json().unread).toBe(before.unread - 1);
    expect((await mark(headers, unreadOne.id, false)).json()).toEqual({ status: 'SUCCESS', unread: before.unread });
    expect((await messagesOf(headers)).messages.find((m) => m.id === unreadOne.id)!.read).toBe(false);
  });

  it("answers 404 for another member's message or one that does not exist, and leaves it as it was", async () => {
    const [mine] = (await messagesOf(await maria())).messages;
    const refused = await mark(await peter(), mine!.id, !mine!.read);
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'This message could not be found.']);
    expect((await mark(await peter(), '999999999999', true, 'es')).json().message).toBe('No encontramos este mensaje.');
    expect((await messagesOf(await maria())).messages[0]).toEqual(mine);
    expect((await mark(await peter(), 'abc', true)).statusCode).toBe(400);
  });

  it("lets a CSR acting for the member read the messages but not mark them (403), and a CSR without a member read none (403)", async () => {
    const acting = await csrActingFor('900000001');
    const seen = await list(acting);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(await messagesOf(await maria()));
    const unreadOne = seen.json<{ messages: Message[] }>().messages.find((m) => !m.read)!;
    const refused = await mark(acting, unreadOne.id, true);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only the member can mark messages read.']);
    expect((await mark(acting, unreadOne.id, true, 'es')).json().message).toBe('Solo el miembro puede marcar los mensajes como leídos.');
    expect((await messagesOf(await maria())).messages.find((m) => m.id === unreadOne.id)!.read).toBe(false);

    const csrAlone = await signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-alic-csr', roles: ['csr'] });
    expect((await list({ authorization: `Bearer ${csrAlone}` })).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });

  it('tells the member their password changed', async () => {
    const headers = await bearer('rsl', 'demo-rsl-member', '900000011');
    const changed = await app().inject({
      method: 'POST', url: '/api/selfService/password', headers, payload: { currentPassword: demoPassword, newPassword: 'Copper-Meadow-93-Softly' },
    });
    expect(changed.statusCode).toBe(200);
    // The change ended every session: the notice is read after signing in again,
    // a second later (a token issued in the second of the change counts as before it).
    expect((await list(headers, 'rsl')).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signedInAgain = await signTestAccessToken(db(), config(), {
      partner: 'rsl', subject: 'demo-rsl-member', memberId: '900000011', roles: ['member'], issuedSecondsAgo: 0,
    });
    const { messages, unread } = await messagesOf({ authorization: `Bearer ${signedInAgain}` }, 'rsl');
    expect(messages[0]).toMatchObject({ kind: 'passwordChanged', read: false, params: {} });
    expect(unread).toBe(3);
  });

  it('tells the member their sign-in email changed (only once the code is right)', async () => {
    const headers = await bearer('standard', 'demo-standard-member', '900000021');
    const call = (url: string, payload: object) => app().inject({ method: 'POST', url: `/api/standard/selfService/email/${url}`, headers, payload });
    const newEmail = 'grace.kim.new@example.org';
    expect((await call('request', { newEmail })).statusCode).toBe(200);
    const code = await newestCodeTo(app(), newEmail);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call('validate', { newEmail, otp: wrongCode })).json().data).toBe(false);
    expect((await messagesOf(headers, 'standard')).messages[0]!.kind).not.toBe('emailChanged');
    expect((await call('validate', { newEmail, otp: code })).json().data).toBe(true);
    expect((await messagesOf(headers, 'standard')).messages[0]).toMatchObject({ kind: 'emailChanged', params: { newEmail } });
  });

  it('tells the member an authenticator app was turned on (not when the code was wrong)', async () => {
    const headers = await bearer('standard', 'demo-standard-terminated', '900000022');
    const call = (path: string, payload?: object) =>
      app().inject({ method: 'POST', url: `/api/standard/selfService/totp/${path}`, headers, ...(payload ? { payload } : {}) });
    const { secret } = (await call('setup')).json().data;
    const before = (await messagesOf(headers, 'standard')).messages.length;
    expect((await call('confirm', { code: totpCode(secret, 5) })).json().data).toBe(false);
    expect((await messagesOf(headers, 'standard')).messages).toHaveLength(before);
    expect((await call('confirm', { code: totpCode(secret) })).json().data).toBe(true);
    const { messages } = await messagesOf(headers, 'standard');
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]!.kind).toBe('secondFactorChanged');
  });

  it('tells the member of a paperless change, and that customer service made it when a CSR did', async () => {
    const spdc = { subsidiaryNumber: 10, policyNumber: 120_021, divisionNumber: 2, certificateNumber: 9_000_002 };
    const edelivery = (headers: Record<string, string>, action: string) =>
      app().inject({ method: 'POST', url: '/api/alic/members/edelivery', headers, payload: { ...spdc, action } });
    const headers = await peter();
    expect((await edelivery(headers, 'optIn')).statusCode).toBe(200);
    expect((await messagesOf(headers)).messages[0]!.kind).toBe('paperlessChanged');

    expect((await edelivery(await csrActingFor('900000002'), 'optOut')).statusCode).toBe(200);
    expect((await messagesOf(headers)).messages.slice(0, 3).map((m) => m.kind)).toEqual(['customerServiceChange', 'paperlessChanged', 'paperlessChanged']);
    // A CSR only reading sends nothing.
    const count = (await messagesOf(headers)).messages.length;
    await list(await csrActingFor('900000002'));
    expect((await messagesOf(headers)).messages).toHaveLength(count);
  });
});
