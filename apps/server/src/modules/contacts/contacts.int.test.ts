import { getContacts } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, csrOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { contactsMessages } from './service.ts';

describeApp('GET /api/:subsidiary/members/contacts', (testApp) => {
  const bearer = bearerOf(testApp);
  const get = async (subsidiary: string, authorization?: string) =>
    testApp.app().inject({ method: 'GET', url: `/api/${subsidiary}/members/contacts`, headers: authorization ? { authorization } : {} });

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getContacts.method, url: getContacts.path })).toBe(true);
  });

  it("answers one record per coverage line of Maria's (dental, vision, LASIK) with the §3 CSR and provider-relations output fields", async () => {
    const response = await get('alic', await bearer(demo.maria));
    expect(response.statusCode).toBe(200);
    const [dental, vision, lasik] = response.json();
    expect(response.json()).toHaveLength(3);
    expect(dental).toMatchObject({ spdc: demoSpdc.maria, lineOfBusiness: 'DEN' });
    expect(dental['CSR-OUTPUT']).toEqual([
      {
        'DEPT-NAME': 'Customer Connections – Dental', 'PHONE-NO': '8005550142', 'TTY-NO': '8005550199', 'FAX-NO': '8595550142',
        'EMAIL-ADDR': 'dental@members.alic.example', 'HOURS-TEXT': 'Mon–Fri 8 a.m.–8 p.m. ET',
        'MAIL-ADDR-LINE1': 'P.O. Box 14526', 'MAIL-ADDR-LINE2': '', 'MAIL-CITY': 'Lexington', 'MAIL-ST': 'KY', 'MAIL-ZIP': '40512-4526',
      },
      expect.objectContaining({ 'DEPT-NAME': 'Customer Connections – Billing' }),
    ]);
    expect(dental['PROV-REL-OUTPUT']).toMatchObject({ 'DEPT-NAME': 'Provider Relations – Dental', 'PHONE-NO': '8005550160', 'TTY-NO': '' });
    expect(vision).toMatchObject({ spdc: demoSpdc.maria, lineOfBusiness: 'VIS' });
    expect(vision['CSR-OUTPUT'].map((c: Record<string, string>) => c['DEPT-NAME'])).toEqual(['Customer Connections – Vision']);
    expect(lasik).toMatchObject({ spdc: demoSpdc.maria, lineOfBusiness: 'LSK' });
    expect(lasik['CSR-OUTPUT'].map((c: Record<string, string>) => c['DEPT-NAME'])).toEqual(['Customer Connections – LASIK']);
    expect(lasik['PROV-REL-OUTPUT']).toMatchObject({ 'DEPT-NAME': 'Provider Relations – LASIK' });
  });

  it('gives a New York subsidiary its own customer-connections office (§9 RSLNY 137), keeping provider relations', async () => {
    const response = await get('rsl', await bearer(demo.linda));
    const records = response.json();
    expect(records.map((r: { lineOfBusiness: string }) => r.lineOfBusiness)).toEqual(['DEN', 'VSP']);
    expect(records[0].spdc).toEqual(demoSpdc.linda);
    expect(records[0]['CSR-OUTPUT']).toEqual([expect.objectContaining({ 'DEPT-NAME': 'Customer Connections – New York', 'MAIL-ST': 'NY' })]);
    expect(records[0]['PROV-REL-OUTPUT']).toMatchObject({ 'DEPT-NAME': 'Provider Relations – Dental', 'MAIL-ST': 'TX' });
    expect(records[1].spdc).toEqual(demoSpdc.lindaEndedVision);
  });

  it('answers each partner its own departments, never another member’s lines', async () => {
    const response = await get('standard', await bearer(demo.grace));
    const records = response.json();
    expect(records.every((r: { spdc: { certificateNumber: number } }) => r.spdc.certificateNumber === 9_000_021)).toBe(true);
    expect(records[0]['CSR-OUTPUT'][0]['PHONE-NO']).toBe('8005550127');
  });

  it('answers 401 without a token, 403 for a CSR without a member', async () => {
    expect((await get('alic')).statusCode).toBe(401);
    expect((await get('alic', await bearer(csrOf('alic')))).statusCode).toBe(403);
  });

  it('answers 403 when the partner turns Contact Us off (§3 memberContact)', async () => {
    await setFeature(testApp, 'alic', 'memberContact', false);
    try {
      const response = await get('alic', await bearer(demo.maria));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(contactsMessages.unavailable);
    } finally {
      await setFeature(testApp, 'alic', 'memberContact', true);
    }
  });
});
