import { dentalSpdc } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { createMockHttpClient } from '../testing.ts';
import { mockClaimsRoutes } from '../testing/claims-routes.ts';
import { getPatientToothHistory } from './get-patient-tooth-history.ts';

function api() {
  const client = createMockHttpClient(mockClaimsRoutes('alic'));
  return { client, api: { client, subsidiary: 'alic' } as const };
}

describe('getPatientToothHistory (POST members/claims/toothHistory)', () => {
  it('posts the dental spdc and the patient, and maps the work to the chart input, newest first', async () => {
    const { client, api: context } = api();
    const work = await getPatientToothHistory(context, { ...dentalSpdc, label: 'x' } as typeof dentalSpdc, '1');
    expect(client.calls).toEqual(['POST /api/alic/members/claims/toothHistory']);
    expect(client.requests[0]!.options.body).toStrictEqual({ ...dentalSpdc, claimant: 1 });
    // Olivia's composite on 30 (paid) and the crown on 14 refused for the waiting period (processed, so the work shows).
    expect(work).toStrictEqual([
      {
        toothArchQuad: '30', surface: 'O', serviceDate: '2025-03-03', code: 'D2391',
        description: 'Resin-based composite – one surface, posterior', claimNumber: '25071000123',
      },
      { toothArchQuad: '14', surface: '', serviceDate: '2025-02-04', code: 'D2740', description: 'Crown – porcelain/ceramic', claimNumber: '25020400981' },
    ]);
  });

  it('answers no work for a patient whose only tooth work is an estimate (the mock estimate is Daniel\'s)', async () => {
    const { api: context } = api();
    expect(await getPatientToothHistory(context, dentalSpdc, '2')).toEqual([]);
  });
});
