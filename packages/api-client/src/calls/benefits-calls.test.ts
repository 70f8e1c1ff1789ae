import { callSamples, dentalSpdc, visionSpdc } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { createMockHttpClient } from '../testing.ts';
import { getContacts } from './get-contacts.ts';
import { getDceToken } from './get-dce-token.ts';
import { getSavingsContent } from './get-savings-content.ts';
import { getVisionBenefitSummary } from './get-vision-benefit-summary.ts';
import { nominateProvider } from './nominate-provider.ts';
import { submitContactForm } from './submit-contact-form.ts';
import { updateEdelivery } from './update-edelivery.ts';

const routes = {
  'POST /api/alic/members/vision/benefitSummary': callSamples.getVisionBenefitSummary.response,
  'GET /api/alic/content/savings': callSamples.getSavingsContent.response,
  'GET /api/alic/members/contacts': callSamples.getContacts.response,
  'POST /api/alic/members/contactForm': callSamples.submitContactForm.response,
  'POST /api/alic/members/dental/nominateProvider': callSamples.nominateProvider.response,
  'POST /api/alic/members/edelivery': callSamples.updateEdelivery.response,
  'GET /api/alic/members/token/dce': callSamples.getDceToken.response,
};

function api() {
  const client = createMockHttpClient(routes);
  return { client, api: { client, subsidiary: 'alic' } as const };
}

describe('benefits calls', () => {
  it('getVisionBenefitSummary maps allowances, copays, frequencies and the exam allowance of the state', async () => {
    const { client, api: context } = api();
    const summary = await getVisionBenefitSummary(context, visionSpdc);
    expect(client.requests[0]!.options.body).toEqual(visionSpdc);
    expect(summary).toMatchObject({
      planName: 'Northwind Logistics Vision Plan',
      productType: 'vision',
      networkName: 'VSP Choice',
      benefitPeriodStart: '2025-01-01',
      benefitPeriodEnd: '2025-12-31',
      examAllowanceForState: { stateCode: 'NE', amount: 45 },
    });
    expect(summary.exam).toEqual({
      copay: 10, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 45, frequencyMonths: 12,
      nextEligibleDate: '2026-02-20',
    });
    expect(summary.frames).toMatchObject({ inNetworkAllowance: 150, frequencyMonths: 24, nextEligibleDate: null });
  });

  it('getSavingsContent asks for the language and gives offers without a phone a null phone', async () => {
    const { client, api: context } = api();
    const savings = await getSavingsContent(context, 'es');
    expect(client.requests[0]!.options.query).toEqual({ lang: 'es' });
    expect(savings.offers.map((offer) => [offer.ruleCode, offer.phone])).toEqual([
      ['rx', '8005550134'],
      ['wo02', null],
    ]);
    expect(savings.heading).toBe('Member Savings');
  });

  it('getContacts maps customer connections and provider relations per coverage line', async () => {
    const { api: context } = api();
    const [dental] = await getContacts(context);
    expect(dental).toMatchObject({ key: '10-123456-1-7654321', lineOfBusiness: 'DEN', productType: 'dental' });
    expect(dental!.customerConnections[0]).toEqual({
      department: 'Customer Connections – Dental',
      phone: '8005550100',
      tty: '8005550199',
      fax: '4025550100',
      email: 'dental@members.example.com',
      hours: 'Mon–Fri 7 a.m.–7 p.m. CT',
      mailingAddress: { line1: 'PO Box 82657', line2: '', city: 'Lincoln', stateCode: 'NE', zip: '68501-2657' },
    });
    expect(dental!.providerRelations).toMatchObject({ department: 'Provider Relations', tty: null, fax: null });
  });

  it('submitContactForm sends the spdc and the form in wire names, phone as digits, no empty claim number', async () => {
    const { client, api: context } = api();
    const receipt = await submitContactForm(context, {
      spdc: { ...dentalSpdc },
      subject: 'claimQuestion',
      phone: '(402) 555-0142',
      claimNumber: ' ',
      comments: '  Why was my crown claim denied?  ',
    });
    expect(receipt).toEqual({ referenceNumber: 'CF-2025-000417' });
    expect(client.requests[0]!.options.body).toEqual({
      ...dentalSpdc,
      subject: 'claimQuestion',
      phone: '4025550142',
      comments: 'Why was my crown claim denied?',
    });
    await submitContactForm(context, { spdc: dentalSpdc, subject: 'other', phone: '4025550142', claimNumber: '25020400981', comments: 'x' });
    expect(client.requests[1]!.options.body).toMatchObject({ claimNumber: '25020400981' });
  });

  it('nominateProvider sends phones as digits and leaves out an empty fax and email', async () => {
    const { client, api: context } = api();
    const sample = callSamples.nominateProvider.body;
    await nominateProvider(context, { ...sample, phone: '(402) 555-0187', fax: '', email: '  ', state: 'ne' });
    const body = client.requests[0]!.options.body as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '4025550187', state: 'NE', specialty: 'generalDentist', shareNominatorName: true });
    expect(body).not.toHaveProperty('fax');
    expect(body).not.toHaveProperty('email');
    await nominateProvider(context, sample);
    expect(client.requests[1]!.options.body).toEqual(sample);
  });

  it('nominateProvider raises the server\'s error so the form can show "nomination failed"', async () => {
    const client = createMockHttpClient({ 'POST /api/alic/members/dental/nominateProvider': { httpStatus: 500 } });
    await expect(nominateProvider({ client, subsidiary: 'alic' }, callSamples.nominateProvider.body)).rejects.toMatchObject({ status: 500 });
  });

  it('updateEdelivery sends the action in wire names and reads the new status', async () => {
    const { client, api: context } = api();
    const status = await updateEdelivery(context, { spdc: dentalSpdc, action: 'optIn', email: 'olivia.martinez@example.com' });
    expect(client.requests[0]!.options.body).toEqual({ ...dentalSpdc, action: 'optIn', email: 'olivia.martinez@example.com' });
    expect(status).toEqual({ enrolled: true, email: 'olivia.martinez@example.com' });
    await updateEdelivery(context, { spdc: dentalSpdc, action: 'optOut' });
    expect(client.requests[1]!.options.body).toEqual({ ...dentalSpdc, action: 'optOut' });
  });

  it('getDceToken asks with the PPO code', async () => {
    const { client, api: context } = api();
    const token = await getDceToken(context, 'P01');
    expect(client.requests[0]!.options.query).toEqual({ ppoCode: 'P01' });
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresInSeconds: 900, estimatorUrl: 'https://estimator.example.com/dce/home' });
  });
});
