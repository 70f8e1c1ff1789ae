// Renders one throwaway document of each layout when a worker starts, so the
// first member's request does not pay for loading font metrics and compiling
// the hot paths (~100 ms cold).
import { buildEobPdf } from './eob.ts';
import { buildIdCardPdf } from './id-card.ts';
import type { EobInput, IdCardInput } from './types.ts';

const card: IdCardInput = {
  partner: 'alic',
  member: { name: 'Warm Up', memberId: '000000000' },
  coverage: { productType: 'dental', planName: 'Warm-up plan', groupPolicyNumber: '0-0-0', effectiveDate: '2026-01-01' },
};

const eob: EobInput = {
  partner: 'alic',
  member: card.member,
  claim: {
    claimNumber: '0',
    claimType: 'dental',
    patientName: 'Warm Up',
    patientRelationship: 'Self',
    patientDateOfBirth: '2000-01-01',
    providerName: 'Warm-up provider',
    planSponsor: 'Warm-up sponsor',
    planNumber: '0',
    dateOfService: '2026-01-01',
    processedDate: '2026-01-01',
    patientResponsibility: 0,
  },
  procedureLines: [
    {
      dateOfService: '2026-01-01',
      toothArchQuad: '',
      surface: '',
      serviceType: 'Preventive',
      submittedCode: 'D0120',
      paidCode: 'D0120',
      description: 'Periodic oral evaluation',
      charges: 1,
      providerAdjustment: 0,
      amountCovered: 1,
      deductibleApplied: 0,
      percentPlanPays: 100,
      amountPayable: 1,
    },
  ],
  payments: [],
};

export async function warmUpDocumentBuilders(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await buildIdCardPdf(card, { deviceType: round % 2 === 0 ? 'desktop' : 'mobile', language: round % 4 < 2 ? 'en' : 'es' });
  }
  await buildEobPdf(eob, { language: 'es' });
}
