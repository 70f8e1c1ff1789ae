// Answers shaped like the server's (wire names) for the CSR header's tests
// and stories: the features list and the member a CSR works on.
import { mockFeaturesAnswer } from '@portal/api-client/testing';
import type { ActingFor } from '@portal/auth';

export const paths = { features: 'GET /api/alic/features', members: 'GET /api/alic/members' } as const;

export function wireFeatures({ available = true, member = true, edelivery = true } = {}) {
  return mockFeaturesAnswer({ available, member, memberDentalFeatures: { edelivery } });
}

const line = (div: number, lob: string) => ({
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': div, 'T-CERT': 7654321, LOB: lob, 'PLAN-SP-NAME': 'Acme Manufacturing',
  'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
});

export function wireMembers({ optIn = 'Y', dental = true }: { optIn?: 'Y' | 'N' | ''; dental?: boolean } = {}) {
  return {
    'OUT-TABLE': dental ? [line(1, 'DEN'), line(2, 'VIS')] : [line(2, 'VIS')],
    'NON-TABLE-DATA': {
      'OPT-IN-DSP-IND': optIn, 'MEM-FIRST-NAME': 'MARIA', 'MEM-MIDDLE-NAME': '', 'MEM-LAST-NAME': 'MARTINEZ',
      'MEM-EMAIL': 'maria@example.com', 'MEM-STATE-CD': 'IL',
    },
  };
}

export const actingForMaria: ActingFor = {
  memberKey: '900000001',
  name: 'Maria Martinez',
  spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
  expiresAt: Date.now() + 15 * 60_000,
};
